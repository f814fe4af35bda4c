import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { employeePortalPassword } from "./demo-credentials.ts";
import { expect, test } from "./fixtures.ts";

/** A fresh employee each journey: a request still pending from an earlier run would hide the button. */
function freshEmployee() {
  const lastName = `lee-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `jordan.${lastName}@celestial.example`,
    displayName: `Jordan ${lastName.charAt(0).toUpperCase()}${lastName.slice(1)}`,
  };
}

/** Signs in on the portal's own form, on a page that has already hydrated. */
async function signInToPortal(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Company email").fill(email);
  await main.getByLabel("Employee password").fill(employeePortalPassword());
  await main.getByRole("button", { name: "Sign In" }).click();
}

test.describe("the employee portal", () => {
  // The browser logs the 401 of the refused sign-in this journey makes on purpose.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("names no password, refuses a wrong one, signs in with the right one and out again", async ({
    page,
  }) => {
    const { email, displayName } = freshEmployee();
    await page.goto("/employee-portal");
    await expect(page).toHaveTitle("Employee Portal — Celestial Collective");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employee Access Only");
    // In production the page names the domain and the administrator, never a password.
    const hint = page.getByRole("complementary", { name: "Employee access" });
    await expect(hint).toContainText("@celestial.example");
    await expect(hint).toContainText("The employee password comes from this site's administrator");
    await expect(page.getByRole("main")).not.toContainText(employeePortalPassword());
    await expectAccessible(page);

    const main = page.getByRole("main");
    await main.getByLabel("Company email").fill(email);
    await main.getByLabel("Employee password").fill("not-the-staff-password");
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(main.getByRole("alert")).toHaveText("Invalid employee credentials");
    await expectAccessible(page);

    // Hold the sign-in request so the pending state can be seen without racing the server.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/employee-portal.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await main.getByLabel("Employee password").fill(employeePortalPassword());
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(main.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    release();

    await expect(page.getByText("Welcome to the Employee Portal, Jordan!")).toBeVisible();
    await page.unroute("**/employee-portal.data*");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employee Portal");
    await expect(page.getByRole("heading", { level: 2, name: displayName })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expect(main.getByText("Software Developer")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Meeting requests" })).toHaveCount(0);
    await expect(
      main.getByRole("button", { name: "Request Meeting with Morgan Vale (busy)" }),
    ).toBeDisabled();
    await expectAccessible(page);

    await main.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Employee Access Only");
    await expect(page.getByText("You have signed out of the Employee Portal")).toBeVisible();
    await expectAccessible(page);
  });
});

test("an employee requests a meeting and the manager finds it waiting", async ({
  page,
  browser,
}) => {
  const { email } = freshEmployee();
  await page.goto("/employee-portal");
  await signInToPortal(page, email);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Request Meeting with Avery Stone" }).click();
  await expect(page.getByText("Meeting request sent to Avery Stone")).toBeVisible();
  await expect(main.getByText("Request sent")).toBeVisible();
  await expectAccessible(page);

  // The manager signs in elsewhere and finds the request waiting.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto("/employee-portal");
  await manager.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await signInToPortal(manager, "avery.stone@celestial.example");
  const managerMain = manager.getByRole("main");
  await expect(managerMain.getByText("Manager", { exact: true })).toBeVisible();
  const requests = managerMain.getByRole("region", { name: "Meeting requests" });
  await expect(requests.getByText(email)).toBeVisible();
  await expectAccessible(manager);
  await managerContext.close();
});
