import { test as base, expect } from "@playwright/test";

type Options = { allowedConsoleErrors: RegExp[] };

/** Every journey fails on a console error or an uncaught exception it did not expect. */
export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The browser reports some blocked code (an eval probe a library catches) only as an event,
    // never on the console: turn every CSP violation into an error the check above sees.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}`);
      });
    });
    // Journeys press keys and fire events that need React's listeners: every goto waits until the
    // server-rendered page has hydrated and its effects have run (the root layout marks that).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      return response;
    };
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
});

export { expect };

/** The browser logs the 404 of a document it was sent to on purpose. */
export const NOT_FOUND_LOG = /status of 404/;
