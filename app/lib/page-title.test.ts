import { describe, expect, test } from "vitest";
import { pageTitle } from "./page-title.ts";

const withSiteName = (siteName: string) => [{ id: "root", data: { config: { siteName } } }];

describe("pageTitle", () => {
  test("joins the page and the configured site name", () => {
    expect(pageTitle(withSiteName("Nova Guild"), "Dashboard")).toBe("Dashboard — Nova Guild");
  });
  test("is the site name alone without a page, and falls back to the default name", () => {
    expect(pageTitle(withSiteName("Nova Guild"))).toBe("Nova Guild");
    expect(pageTitle([], "Sign In")).toBe("Sign In — Celestial Collective");
  });
});
