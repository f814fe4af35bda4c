import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { demoPassword } from "./demo-credentials.ts";
import { expect, type SignInAs, test } from "./fixtures.ts";

/** The sign-in page, filled in: for journeys about signing in (others use `signInAs`). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Follows the newest link of this kind mailed to `email`, read from the admin's outbox page. */
async function mailedLink(
  { browser, signInAs }: { browser: Browser; signInAs: SignInAs },
  email: string,
  kind: "verify-email" | "reset-password",
) {
  const context = await browser.newContext();
  await signInAs("admin@celestial.example", context);
  const admin = await context.newPage();
  await admin.goto(`/admin/outbox?to=${encodeURIComponent(email)}`);
  await expectAccessible(admin);
  const href = await admin.locator(`a[href*="/api/auth/${kind}"]`).first().getAttribute("href");
  await context.close();
  if (!href) throw new Error(`no ${kind} link mailed to ${email}`);
  return href;
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the Collective");
  await page.getByLabel("First name").fill("Nova");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("radio", { name: /Partner/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Welcome to the Collective, Nova!")).toBeVisible();
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("sign up, verify from the e-mail, sign in to the partner dashboard, sign out", async ({
  page,
  browser,
  signInAs,
}) => {
  test.slow(); // two browsers, e-mail round trips and four page loads
  const email = uniqueEmail("journey");
  const password = "moonlit-harbor-5521";
  await signUp(page, email, password);

  await page.goto(await mailedLink({ browser, signInAs }, email, "verify-email"));
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nova");
  await expect(page.getByRole("heading", { name: "Partner Hub" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});

test.describe("a refused sign-in", () => {
  // The browser logs the 401 of the refused sign-in this journey makes on purpose.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("forgot password: the mailed link sets a new password; the old one stops working", async ({
    page,
    browser,
    signInAs,
  }) => {
    test.slow(); // two browsers, three e-mail round trips and many page loads
    const email = uniqueEmail("reset");
    const oldPassword = "quiet-nebula-8830";
    const newPassword = "amber-comet-2291";
    await signUp(page, email, oldPassword);
    await page.goto(await mailedLink({ browser, signInAs }, email, "verify-email"));

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Your Password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent!")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    await page.goto(await mailedLink({ browser, signInAs }, email, "reset-password"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a New Password");
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Your password has been updated")).toBeVisible();

    await signIn(page, email, oldPassword);
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
    ).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("an admin previews the partner view, sees the Preview badge and clears it", async ({
  page,
  signInAs,
}) => {
  await signInAs("admin@celestial.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Controls" })).toBeVisible();
  await page.getByLabel("View the site as").selectOption("partner");
  await page.getByRole("button", { name: "Switch View" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Preview" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Partner Hub" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Exit Preview" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Preview" })).toHaveCount(0);
});

test("the auth dialog signs a member in where they are", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome Back" });
  // The listener exists once the page has hydrated; until then the event has no one to hear it.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-auth-modal")));
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expectAccessible(page);
  await dialog.getByLabel("Email").fill("client@celestial.example");
  await dialog.getByLabel("Password").fill(demoPassword("client@celestial.example"));
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu for Demo Client" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the profile page edits the name and opens every panel", async ({ page, signInAs }) => {
  await signInAs("enterprise@celestial.example");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo Enterprise");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Security Settings" }).click();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await page.getByRole("link", { name: "Achievements" }).click();
  await expect(page.getByText("Joined the Collective")).toBeVisible();
  await expectAccessible(page);
});
