import { expect, test } from "vitest";
import { findLandingPage } from "./landing-pages.ts";

test("each hub page is found by its own path, with or without a trailing slash", () => {
  for (const path of ["/tech-services", "/sundiata-cybersecurity", "/ai-stack", "/quantum-forge"]) {
    expect(findLandingPage(path)?.path).toBe(path);
    expect(findLandingPage(`${path}/`)?.path).toBe(path);
  }
  expect(findLandingPage("/")).toBeUndefined();
  expect(findLandingPage("/quantum")).toBeUndefined();
});
