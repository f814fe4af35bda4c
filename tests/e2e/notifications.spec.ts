import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { demoPassword } from "./demo-credentials.ts";
import { expect, test } from "./fixtures.ts";

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(demoPassword(email));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function setPush(page: Page, on: boolean) {
  await page.goto("/admin/settings");
  await page.getByLabel("Push notifications").setChecked(on);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("the profile offers push only while the site sends it, and never asks on page load", async ({
  page,
  browser,
}) => {
  // Counts permission prompts, both ways a page can ask: the page may only ask when the member
  // presses the button. The browser's own starting state is kept to compare with: Debian's
  // Chromium starts at "default", the packaged headless one at "denied".
  await page.addInitScript(() => {
    const counted = window as unknown as { permissionPrompts: number };
    Object.assign(window, { permissionPrompts: 0, permissionAtStart: Notification.permission });
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      counted.permissionPrompts += 1;
      return ask();
    };
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (this: PushManager, ...args) {
      counted.permissionPrompts += 1;
      return subscribe.apply(this, args);
    };
  });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@celestial.example");
  await signIn(page, "client@celestial.example");
  const turnOn = page.getByRole("button", { name: "Turn on notifications" });

  await setPush(admin, false);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(page.getByLabel(/E-mail me reminders/)).toBeChecked();
  await expect(turnOn).toHaveCount(0);

  try {
    await setPush(admin, true);
    await page.goto("/profile");
    await expect(turnOn).toBeVisible();
    await expectAccessible(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { permissionPrompts: number }).permissionPrompts,
      ),
    ).toBe(0);
    const permission = await page.evaluate(() => ({
      now: Notification.permission,
      atStart: (window as unknown as { permissionAtStart: string }).permissionAtStart,
    }));
    expect(permission.now).toBe(permission.atStart);

    // A browser without the Push API (such as iOS Safari outside an installed web app) sees none.
    const older = await page.context().newPage();
    await older.addInitScript(() => {
      Reflect.deleteProperty(window, "PushManager");
    });
    await older.goto("/profile");
    await older.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(older.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expect(older.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
    await older.close();

    const worker = await page.request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toContain("javascript");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["service-worker-allowed"]).toBe("/");
  } finally {
    await setPush(admin, false);
    await adminContext.close();
  }
  await page.goto("/profile");
  await expect(turnOn).toHaveCount(0);
});
