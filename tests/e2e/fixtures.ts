import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { demoPassword } from "./demo-credentials.ts";

type Cookies = Parameters<BrowserContext["addCookies"]>[0];

type Options = {
  allowedConsoleErrors: RegExp[];
  /** The demo account the journey's page is signed in as before it starts; none: a visitor. */
  account: string | undefined;
  /**
   * Signs a demo account in without the sign-in page: its session cookie goes into `context`
   * (the page's own unless given). Journeys about the sign-in page itself fill the form instead.
   */
  signInAs: (email: string, context?: BrowserContext) => Promise<void>;
  /** A page of a context of its own with JavaScript off, as a visitor without scripts sees it. */
  noScriptPage: Page;
  /** A page of a context of its own signed in as the demo admin, beside the journey's member. */
  adminPage: Page;
};

export type SignInAs = Options["signInAs"];

/**
 * Each worker (a process of its own) signs an account in once and reuses its cookies in every
 * journey it runs.
 */
const demoSessions = new Map<string, Cookies>();

/** Every journey fails on a console error or an uncaught exception it did not expect. */
export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  account: [undefined, { option: true }],
  page: async ({ page, allowedConsoleErrors, account, signInAs }, use) => {
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
    if (account) await signInAs(account);
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
  noScriptPage: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await use(await context.newPage());
    await context.close();
  },
  adminPage: async ({ browser, signInAs }, use) => {
    const context = await browser.newContext();
    await signInAs("admin@celestial.example", context);
    await use(await context.newPage());
    await context.close();
  },
  signInAs: async ({ context, playwright, baseURL }, use) => {
    const signIn = async (email: string): Promise<Cookies> => {
      const api = await playwright.request.newContext({ baseURL });
      // The sign-in form's own action, posted as a browser without JavaScript would.
      const response = await api.post("/auth", {
        form: { intent: "login", email, password: demoPassword(email) },
        headers: { origin: baseURL ?? "" },
        maxRedirects: 0,
      });
      expect(response.status(), `signing in ${email}`).toBe(302);
      const { cookies } = await api.storageState();
      await api.dispose();
      return cookies;
    };
    await use(async (email, target = context) => {
      const cookies = demoSessions.get(email) ?? (await signIn(email));
      demoSessions.set(email, cookies);
      await target.addCookies(cookies);
    });
  },
});

export { expect };

/** The browser logs the 404 of a document it was sent to on purpose. */
export const NOT_FOUND_LOG = /status of 404/;
