import type { Page } from "@playwright/test";
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

// The browser logs the failed request itself; the page handles it.
// (One pattern: Playwright reads a two-element array here as a value and its options.)
test.use({ allowedConsoleErrors: [/status of 500|net::ERR_FAILED/] });

test("sign-in, sign-up and forgot password keep the form and say what failed", async ({ page }) => {
  await failPosts(page, /\/auth\.data/, "500");
  await page.goto("/auth");
  await page.getByLabel("Email").fill("nobody.home@example.com");
  await page.getByLabel("Password").fill("a-password-typed");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nobody.home@example.com");
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
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign up failed" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Vega");
  await expect(page.getByLabel("Email")).toHaveValue("vega.lost@example.com");
  await expectChrome(page);

  await page.goto("/auth?mode=forgot");
  await page.getByLabel("Email").fill("forgetful@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password reset failed" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("forgetful@example.com");
  await expectChrome(page);
});

test("a profile update that fails keeps the typed name", async ({ page, signInAs }) => {
  await signInAs("client@celestial.example");

  await page.goto("/profile?panel=edit");
  await failPosts(page, /\/profile\.data/, "500");
  await page.getByLabel("First name").fill("Renamed");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Profile update failed" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Renamed");
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
  await form.getByRole("button", { name: "Send Support Request" }).click();
  await expect(form.getByText("Your message could not be sent. Please try again.")).toBeVisible();
  await expect(form.getByLabel("Description")).toHaveValue("The line dropped mid-send.");
  await expectChrome(page);
});

test("the Vault waitlist and the newsletter keep the address when their request fails", async ({
  page,
}) => {
  await page.goto("/vault");
  await failPosts(page, /\/resources\/waitlist\.data/, "abort");
  const waitlist = page.locator("#waitlist");
  await waitlist.getByLabel("Email address").fill("vault.offline@example.com");
  await waitlist.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(waitlist.getByText("Joining the waitlist failed. Please try again.")).toBeVisible();
  await expect(waitlist.getByLabel("Email address")).toHaveValue("vault.offline@example.com");
  await expectChrome(page);
  await expectAccessible(page);

  await page.goto("/newsletter");
  await failPosts(page, /\/api\/newsletter\/subscribe/, "500");
  await page.getByLabel("Email address").fill("dispatch.offline@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Failed to subscribe. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue("dispatch.offline@example.com");
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
