import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CatalogSchema } from "./schemas/catalog.ts";
import {
  ConsultationContentSchema,
  ConsultationSchedulingContentSchema,
  ConsultationSuccessContentSchema,
} from "./schemas/consultation.ts";
import { DashboardContentSchema } from "./schemas/dashboard.ts";
import { EmployeePortalContentSchema } from "./schemas/employee-portal.ts";
import { HomeContentSchema } from "./schemas/home.ts";
import { NavigationSchemas } from "./schemas/navigation.ts";
import { SearchEntriesSchema } from "./schemas/search.ts";

/**
 * Every content module is parsed with its schema, so a typo in copy data (a missing field, a link
 * without a leading slash, an image without dimensions) fails here rather than on the live site.
 * A new content file must be registered below, or the first test fails.
 */
const schemasByFile: Record<string, Record<string, z.ZodType>> = {
  "./catalog.ts": { catalog: CatalogSchema },
  "./consultation.ts": {
    consultationContent: ConsultationContentSchema,
    consultationSuccessContent: ConsultationSuccessContentSchema,
    consultationSchedulingContent: ConsultationSchedulingContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./dashboard.ts": { dashboardContent: DashboardContentSchema },
  "./employee-portal.ts": { employeePortalContent: EmployeePortalContentSchema },
  "./home.ts": { homeContent: HomeContentSchema, searchEntries: SearchEntriesSchema },
  "./site-pages.ts": { searchEntries: SearchEntriesSchema },
  "./navigation.ts": NavigationSchemas,
};

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

describe("content data", () => {
  it("registers a schema for every content module", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(schemasByFile).sort());
  });

  for (const [file, exports] of Object.entries(schemasByFile)) {
    for (const [exportName, schema] of Object.entries(exports)) {
      it(`${file} ${exportName} matches its schema`, () => {
        const value = modules[file]?.[exportName];
        const result = schema.safeParse(value);
        expect(result.error?.issues ?? []).toEqual([]);
      });
    }
  }
});
