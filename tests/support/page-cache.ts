import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

export const sourceOf = (response: Response) => response.headers.get("x-page-cache");

/** Asks until the page comes from memory: a rendered page is stored just after it was sent. */
export async function cachedPage(app: TestApp, path: string, headers: Record<string, string> = {}) {
  await expect
    .poll(async () => sourceOf(await app.fetch(path, { headers })), { timeout: 10_000 })
    .toBe("hit");
  return app.fetch(path, { headers });
}
