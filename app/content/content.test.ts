import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AcademyContentSchema, CurriculumContentSchema } from "./schemas/academy.ts";
import {
  SeraphinaContentSchema,
  SyntharaContentSchema,
  SyreneContentSchema,
} from "./schemas/avatars.ts";
import { CallToActionSchema } from "./schemas/blocks.ts";
import { BlogPageContentSchema } from "./schemas/blog.ts";
import { CatalogSchema } from "./schemas/catalog.ts";
import { StarshipBridgeContentSchema, TeamsContentSchema } from "./schemas/community.ts";
import {
  ConsultationContentSchema,
  ConsultationSchedulingContentSchema,
  ConsultationSuccessContentSchema,
} from "./schemas/consultation.ts";
import { ContentPageSchema, NavigablePageSchema } from "./schemas/content-page.ts";
import { DashboardContentSchema } from "./schemas/dashboard.ts";
import { EmployeePortalContentSchema } from "./schemas/employee-portal.ts";
import {
  ChronicleContentSchema,
  ContactContentSchema,
  NewsletterContentSchema,
  PartnershipContentSchema,
  SimpleFormContentSchema,
} from "./schemas/forms.ts";
import { HomeContentSchema } from "./schemas/home.ts";
import { LandingPageSchema } from "./schemas/landing.ts";
import { LegalDocumentSchema } from "./schemas/legal.ts";
import { NavigationSchemas } from "./schemas/navigation.ts";
import {
  CirkytCommunityContentSchema,
  CirkytContentSchema,
  DigitalProductsContentSchema,
  EbookPreorderContentSchema,
  NebulaMarketContentSchema,
  NurveContentSchema,
  RetailContentSchema,
  VaultContentSchema,
  WaitlistsContentSchema,
} from "./schemas/product-pages.ts";
import { SearchEntriesSchema } from "./schemas/search.ts";
import { ServicePagesSchema } from "./schemas/services.ts";
import { StarChroniclesContentSchema } from "./schemas/star-chronicles.ts";

/** A page's module: its content, and the entries site search finds the page by. */
const SearchEntriesOfModule = z
  .custom<() => unknown>((value) => typeof value === "function", "searchEntries is a function")
  .transform((entries) => entries())
  .pipe(SearchEntriesSchema);
const withSearch = (exports: Record<string, z.ZodType>) => ({
  ...exports,
  searchEntries: SearchEntriesOfModule,
});

/**
 * Every content module is parsed with its schema, so a typo in copy data (a missing field, a link
 * without a leading slash, an image without dimensions) fails here rather than on the live site.
 * A new content file must be registered below, or the first test fails.
 */
const schemasByFile: Record<string, Record<string, z.ZodType>> = {
  "./catalog.ts": { catalog: CatalogSchema },
  "./consultation.ts": withSearch({
    consultationContent: ConsultationContentSchema,
    consultationSuccessContent: ConsultationSuccessContentSchema,
    consultationSchedulingContent: ConsultationSchedulingContentSchema,
  }),
  "./dashboard.ts": { dashboardContent: DashboardContentSchema },
  "./employee-portal.ts": { employeePortalContent: EmployeePortalContentSchema },
  "./forms.ts": withSearch({
    contactContent: ContactContentSchema,
    newsletterContent: NewsletterContentSchema,
    chronicleContent: ChronicleContentSchema,
    partnershipContent: PartnershipContentSchema,
    leadershipContent: SimpleFormContentSchema,
    nominationContent: SimpleFormContentSchema,
  }),
  "./home.ts": withSearch({ homeContent: HomeContentSchema }),
  "./site-pages.ts": { searchEntries: SearchEntriesOfModule },
  "./navigation.ts": NavigationSchemas,
  "./about.ts": { aboutContent: ContentPageSchema },
  "./about-founder.ts": { aboutFounderContent: ContentPageSchema },
  "./careers.ts": { careersContent: ContentPageSchema },
  "./celestial-collective.ts": withSearch({ celestialCollectiveContent: NavigablePageSchema }),
  "./coming-soon.ts": { comingSoonContent: ContentPageSchema },
  "./cosmic-constellations.ts": { cosmicConstellationsContent: ContentPageSchema },
  "./enterprise.ts": { enterpriseContent: ContentPageSchema },
  "./get-started.ts": { getStartedContent: ContentPageSchema },
  "./manifesto.ts": { manifestoContent: ContentPageSchema },
  "./partners.ts": { partnersContent: ContentPageSchema },
  "./starship-bridge.ts": withSearch({ starshipBridgeContent: StarshipBridgeContentSchema }),
  "./talent-os.ts": { talentOsContent: ContentPageSchema },
  "./teams.ts": withSearch({ teamsContent: TeamsContentSchema }),
  "./transform-banner.ts": { transformBanner: CallToActionSchema },
  // Editorial
  "./rising-stars-academy.ts": withSearch({ academyContent: AcademyContentSchema }),
  "./curriculum.ts": withSearch({ curriculumContent: CurriculumContentSchema }),
  "./star-chronicles.ts": withSearch({ starChroniclesContent: StarChroniclesContentSchema }),
  "./blog.ts": withSearch({ blogPage: BlogPageContentSchema }),
  "./terms.ts": { termsDocument: LegalDocumentSchema },
  "./privacy.ts": { privacyDocument: LegalDocumentSchema },
  "./cookies.ts": { cookiesDocument: LegalDocumentSchema },
  "./refund-policy.ts": { refundPolicyDocument: LegalDocumentSchema },
  "./nebula-market.ts": withSearch({ nebulaMarketContent: NebulaMarketContentSchema }),
  "./digital-products.ts": withSearch({ digitalProductsContent: DigitalProductsContentSchema }),
  "./cirkyt.ts": withSearch({
    cirkytContent: CirkytContentSchema,
    cirkytCommunityContent: CirkytCommunityContentSchema,
  }),
  "./nurve.ts": withSearch({ nurveContent: NurveContentSchema }),
  "./vault.ts": withSearch({ vaultContent: VaultContentSchema }),
  "./waitlists.ts": withSearch({ waitlistsContent: WaitlistsContentSchema }),
  "./retail.ts": withSearch({ retailContent: RetailContentSchema }),
  "./ebook-preorder.ts": withSearch({ ebookPreorderContent: EbookPreorderContentSchema }),
  // Services, the AI avatars and their hubs (area "services").
  "./services.ts": withSearch({ servicePages: ServicePagesSchema }),
  "./tech-services.ts": withSearch({ techServicesContent: LandingPageSchema }),
  "./sundiata-cybersecurity.ts": withSearch({ sundiataContent: LandingPageSchema }),
  "./landing-pages.ts": { landingPages: LandingPageSchema.array() },
  "./content-pages.ts": withSearch({ contentPages: ContentPageSchema.array() }),
  "./legal-documents.ts": withSearch({ legalDocuments: LegalDocumentSchema.array() }),
  "./ai-stack.ts": withSearch({ aiStackContent: LandingPageSchema }),
  "./quantum-forge.ts": withSearch({ quantumForgeContent: LandingPageSchema }),
  "./syrene.ts": withSearch({ syreneContent: SyreneContentSchema }),
  "./seraphina.ts": withSearch({ seraphinaContent: SeraphinaContentSchema }),
  "./synthara.ts": withSearch({ syntharaContent: SyntharaContentSchema }),
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
