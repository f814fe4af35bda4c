import type { Page } from "@playwright/test";
import { authenticatorCode } from "../support/totp.ts";
import { expectAccessible } from "./axe.ts";
import { demoPassword } from "./demo-credentials.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

/** The sign-in page, filled in: for journeys about signing in (others use `signInAs`). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Whether a helper also runs axe on the page it passes through. The sign-up journey does; the
 * longer journeys that start the same way skip these checks of the same pages, which took a
 * quarter of their time limit on a loaded machine.
 */
type Checks = { accessible?: boolean };

/** The newest verification link mailed to `email`, read from the admin's outbox page. */
async function mailedVerificationLink(admin: Page, email: string, checks: Checks = {}) {
  await admin.goto(`/admin/outbox?to=${encodeURIComponent(email)}`);
  if (checks.accessible) await expectAccessible(admin);
  const href = await admin
    .locator(`a[href*="/api/auth/verify-email"]`)
    .first()
    .getAttribute("href");
  if (!href) throw new Error(`no verification link mailed to ${email}`);
  return href;
}

async function signUp(page: Page, email: string, password: string, checks: Checks = {}) {
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the Collective");
  await page.getByLabel("First name").fill("Nova");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("radio", { name: /Partner/ }).check();
  if (checks.accessible) await expectAccessible(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Welcome to the Collective, Nova!")).toBeVisible();
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("sign up, verify from the e-mail, sign in to the partner dashboard, sign out", async ({
  page,
  adminPage,
}) => {
  test.slow(); // two browsers, e-mail round trips and four page loads
  const email = uniqueEmail("journey");
  const password = "moonlit-harbor-5521";
  await signUp(page, email, password, { accessible: true });

  await page.goto(await mailedVerificationLink(adminPage, email, { accessible: true }));
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

  // The outbox shows a reset link only to the admin it was mailed to, so the journey's member is
  // made an admin, signed in on one browser, and resets the password from another.
  test("forgot password: the mailed link sets a new password; the old one stops working", async ({
    page,
    browser,
    adminPage,
  }) => {
    test.slow(); // three browsers, three e-mail round trips and many page loads
    const email = uniqueEmail("reset");
    const oldPassword = "quiet-nebula-8830";
    const newPassword = "amber-comet-2291";
    await signUp(page, email, oldPassword);
    await page.goto(await mailedVerificationLink(adminPage, email));

    await adminPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await adminPage.getByText(`Manage ${email}`).click();
    await adminPage
      .getByRole("group", { name: `Roles of ${email}` })
      .getByLabel("Admin")
      .check();
    await adminPage.getByRole("button", { name: "Save Roles" }).click();
    await expect(adminPage.getByRole("cell", { name: "Admin", exact: true })).toBeVisible();
    await signIn(page, email, oldPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto("/auth");
    await phonePage.getByRole("button", { name: "Forgot password?" }).click();
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText("Reset Your Password");
    await phonePage.getByLabel("Email").fill(email);
    await phonePage.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(phonePage.getByText("Password reset email sent!")).toBeVisible();
    await expect(phonePage.getByText(email)).toBeVisible();
    await expectAccessible(phonePage);

    const outboxFor = `/admin/outbox?to=${encodeURIComponent(email)}`;
    await adminPage.goto(outboxFor);
    await expect(adminPage.getByText(`A password reset link was sent to ${email}.`)).toBeVisible();
    await expect(adminPage.locator('a[href*="/api/auth/reset-password"]')).toHaveCount(0);
    await expectAccessible(adminPage);

    await page.goto(outboxFor);
    const resetLink = await page
      .locator('a[href*="/api/auth/reset-password"]')
      .first()
      .getAttribute("href");
    if (!resetLink) throw new Error(`no reset link mailed to ${email}`);
    await phonePage.goto(resetLink);
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText("Set a New Password");
    await phonePage.getByLabel("New password").fill(newPassword);
    await phonePage.getByRole("button", { name: "Set New Password" }).click();
    await expect(phonePage.getByText("Your password has been updated")).toBeVisible();

    await signIn(phonePage, email, oldPassword);
    await expect(
      phonePage.getByRole("alert").filter({ hasText: "Invalid email or password" }),
    ).toBeVisible();
    await signIn(phonePage, email, newPassword);
    await expect(phonePage).toHaveURL(/\/dashboard$/);
    await phone.close();
  });
});

test("a member turns on two-step verification, then signs in with the app's code", async ({
  page,
  adminPage,
}) => {
  test.slow(); // two browsers, an e-mail round trip and two sign-ins
  const email = uniqueEmail("two-step");
  const password = "silver-orbit-7340";
  await signUp(page, email, password);
  await page.goto(await mailedVerificationLink(adminPage, email));
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile?panel=security");
  await page.getByRole("link", { name: "Manage Two-Step Verification" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Step Verification");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expectAccessible(page);
  const totpUri = await page.locator('input[name="totpUri"]').inputValue();
  await page.getByLabel("Code from your app").fill(authenticatorCode(totpUri));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(page.getByText("Two-step verification is on", { exact: true })).toBeVisible();
  await expect(page.getByText("You have 10 unused recovery codes.")).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Step Verification");
  await expectAccessible(page);
  await page.getByLabel("Authentication code").fill(authenticatorCode(totpUri));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nova");
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
  await openPage(page, "/profile", "Demo Enterprise");
  await page.getByRole("link", { name: "Security Settings" }).click();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await page.getByRole("link", { name: "Achievements" }).click();
  await expect(page.getByText("Joined the Collective")).toBeVisible();
  await expectAccessible(page);
});
