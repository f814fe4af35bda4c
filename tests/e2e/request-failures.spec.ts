import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { fillByLabel, sendNomination } from "./fill-form.ts";
import { expect, test } from "./fixtures.ts";

/** The two ways a request fails on the way: the server answers 500 with nothing, or the line drops. */
type Failure = "500" | "abort";

/** Makes every POST whose URL matches fail, as if the server or the network had. */
async function failPosts(page: Page, url: RegExp, failure: Failure) {
  await page.route(url, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    return failure === "500" ? route.fulfill({ status: 500, body: "" }) : route.abort("failed");
  });
}

/** The page kept its chrome: the site header and footer are still there. */
async function expectChrome(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText(/Error loading application/)).toHaveCount(0);
}

/**
 * Presses `button` in `scope` while its request fails: `failure` shows, and every field named in
 * `kept` still holds what was typed.
 */
async function sendAndKeep(
  scope: Page | Locator,
  button: string,
  failure: Locator,
  kept: Record<string, string>,
) {
  await scope.getByRole("button", { name: button }).click();
  await expect(failure).toBeVisible();
  for (const [label, value] of Object.entries(kept)) {
    await expect(scope.getByLabel(label)).toHaveValue(value);
  }
}

const alertSaying = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

// The browser logs the failed request itself; the page handles it.
// (One pattern: Playwright reads a two-element array here as a value and its options.)
test.use({ allowedConsoleErrors: [/status of 500|net::ERR_FAILED/] });

test("sign-in, sign-up and forgot password keep the form and say what failed", async ({ page }) => {
  await failPosts(page, /\/auth\.data/, "500");
  await page.goto("/auth");
  await page.getByLabel("Email").fill("nobody.home@example.com");
  await page.getByLabel("Password").fill("a-password-typed");
  await sendAndKeep(page, "Sign In", alertSaying(page, "Sign in failed"), {
    Email: "nobody.home@example.com",
  });
  await expectChrome(page);
  await expectAccessible(page);

  await page.unroute(/\/auth\.data/);
  await failPosts(page, /\/auth\.data/, "abort");
  await page.goto("/auth?mode=signup");
  await fillByLabel(page, {
    "First name": "Vega",
    "Last name": "Lost",
    Email: "vega.lost@example.com",
    Password: "long-enough-pass-2026",
  });
  await sendAndKeep(page, "Create Account", alertSaying(page, "Sign up failed"), {
    "First name": "Vega",
    Email: "vega.lost@example.com",
  });
  await expectChrome(page);

  await page.goto("/auth?mode=forgot");
  await page.getByLabel("Email").fill("forgetful@example.com");
  await sendAndKeep(page, "Send Reset Link", alertSaying(page, "Password reset failed"), {
    Email: "forgetful@example.com",
  });
  await expectChrome(page);
});

test("a profile update that fails keeps the typed name", async ({ page, signInAs }) => {
  await signInAs("client@celestial.example");

  await page.goto("/profile?panel=edit");
  await failPosts(page, /\/profile\.data/, "500");
  await page.getByLabel("First name").fill("Renamed");
  await sendAndKeep(page, "Save Profile", alertSaying(page, "Profile update failed"), {
    "First name": "Renamed",
  });
  await expectChrome(page);
  await expectAccessible(page);
});

test("a nomination that fails keeps every answer and shows the nomination failure", async ({
  page,
}) => {
  await page.goto("/rising-star-nomination");
  await failPosts(page, /\/rising-star-nomination\.data/, "500");
  await sendNomination(page, "Kept");
  await expect(
    page.getByText("There was an error submitting your nomination. Please try again."),
  ).toBeVisible();
  await expect(page.getByLabel("Nominee Name")).toHaveValue("Sirius Kept");
  await expect(page.getByLabel("Impact and Leadership")).toHaveValue(
    "Alumni now study engineering.",
  );
  await expectChrome(page);
  await expectAccessible(page);
});

test("a contact message that fails keeps the form open with what was typed", async ({ page }) => {
  await page.goto("/communication-beacon?inquiry=general");
  await failPosts(page, /\/communication-beacon\.data/, "abort");
  const form = page.getByRole("form", { name: "General Support Request" });
  await fillByLabel(form, {
    "Full Name": "Nova Offline",
    Email: "nova.offline@example.com",
    Subject: "Lost signal",
    Category: "access",
    Description: "The line dropped mid-send.",
  });
  await sendAndKeep(
    form,
    "Send Support Request",
    form.getByText("Your message could not be sent. Please try again."),
    { Description: "The line dropped mid-send." },
  );
  await expectChrome(page);
});

test("the Vault waitlist and the newsletter keep the address when their request fails", async ({
  page,
}) => {
  await page.goto("/vault");
  await failPosts(page, /\/resources\/waitlist\.data/, "abort");
  const waitlist = page.locator("#waitlist");
  await waitlist.getByLabel("Email address").fill("vault.offline@example.com");
  await sendAndKeep(
    waitlist,
    "Join Waitlist",
    waitlist.getByText("Joining the waitlist failed. Please try again."),
    { "Email address": "vault.offline@example.com" },
  );
  await expectChrome(page);
  await expectAccessible(page);

  await page.goto("/newsletter");
  await failPosts(page, /\/api\/newsletter\/subscribe/, "500");
  await page.getByLabel("Email address").fill("dispatch.offline@example.com");
  await sendAndKeep(page, "Subscribe", page.getByText("Failed to subscribe. Please try again."), {
    "Email address": "dispatch.offline@example.com",
  });
  await expectChrome(page);
});

test("a page whose data cannot load says so inside the site's header and footer", async ({
  page,
}) => {
  await page.goto("/");
  await page.route(/\/shop\.data/, (route) => route.fulfill({ status: 500, body: "" }));
  await page.locator('a[href="/shop"]:visible').first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Something Went Wrong" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/shop");
  await expectChrome(page);
  await expectAccessible(page);
});
