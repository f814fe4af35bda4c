import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";

/**
 * Opens `path` and checks what a journey checks on arrival: the status of the answer, the page's
 * one h1, and that the page passes axe.
 */
export async function openPage(page: Page, path: string, heading: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expectAccessible(page);
}
