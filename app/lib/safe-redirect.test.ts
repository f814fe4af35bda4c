import { expect, test } from "vitest";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";

test("keeps same-site paths and refuses everything else", () => {
  expect(safeRedirectPath("/shop?q=1")).toBe("/shop?q=1");
  expect(safeRedirectPath("/admin/users?q=a%2Fb#top")).toBe("/admin/users?q=a%2Fb#top");
  expect(safeRedirectPath("//evil.example")).toBe("/");
  expect(safeRedirectPath("/\\evil.example")).toBe("/");
  expect(safeRedirectPath("https://evil.example")).toBe("/");
  expect(safeRedirectPath(null, "/dashboard")).toBe("/dashboard");
});

test("refuses control characters and backslashes anywhere in the path", () => {
  for (const target of [
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/shop\\..\\\\evil.example",
    "/\u007f/evil.example",
  ]) {
    expect(safeRedirectPath(target, "/dashboard"), JSON.stringify(target)).toBe("/dashboard");
  }
});
