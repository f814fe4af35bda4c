import { expect, test } from "vitest";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";

test("keeps same-site paths and refuses everything else", () => {
  expect(safeRedirectPath("/shop?q=1")).toBe("/shop?q=1");
  expect(safeRedirectPath("//evil.example")).toBe("/");
  expect(safeRedirectPath("/\\evil.example")).toBe("/");
  expect(safeRedirectPath("https://evil.example")).toBe("/");
  expect(safeRedirectPath(null, "/dashboard")).toBe("/dashboard");
});
