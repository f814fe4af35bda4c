import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Push is one site-wide setting: these journeys run in order in one worker, each sets the value it
// needs first, and every one that turns push on turns it off again.
test.describe.configure({ mode: "default" });

/** Turns the site's push setting on or off as an admin does, in a browser of the admin's own. */
async function setPush(admin: Page, on: boolean) {
  await admin.goto("/admin/settings");
  await admin.getByLabel("Push notifications").setChecked(on);
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Settings saved")).toBeVisible();
}

/**
 * Counts permission prompts, both ways a page can ask: the page may only ask when the member
 * presses the button. The browser's own starting state is kept to compare with: Debian's Chromium
 * starts at "default", the packaged headless one at "denied".
 */
async function countPermissionPrompts(page: Page) {
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
}

const turnOnLabel = { name: "Turn on notifications" };

test("while the site sends no push, the profile offers e-mail reminders only", async ({
  page,
  adminPage,
  signInAs,
}) => {
  await setPush(adminPage, false);
  await signInAs("client@celestial.example");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(page.getByLabel(/E-mail me reminders/)).toBeChecked();
  await expect(page.getByRole("button", turnOnLabel)).toHaveCount(0);
});

test.describe("while the site sends push", () => {
  test.beforeEach(async ({ adminPage }) => {
    await setPush(adminPage, true);
  });
  test.afterEach(async ({ adminPage }) => {
    await setPush(adminPage, false);
  });

  test("the profile offers push and never asks on page load", async ({ page, signInAs }) => {
    await countPermissionPrompts(page);
    await signInAs("client@celestial.example");
    await page.goto("/profile");
    await expect(page.getByRole("button", turnOnLabel)).toBeVisible();
    await expectAccessible(page);
    const state = await page.evaluate(() => {
      const seen = window as unknown as { permissionPrompts: number; permissionAtStart: string };
      return {
        prompts: seen.permissionPrompts,
        now: Notification.permission,
        atStart: seen.permissionAtStart,
      };
    });
    expect(state.prompts).toBe(0);
    expect(state.now).toBe(state.atStart);
  });

  test("a browser without the Push API sees no offer", async ({ page, signInAs }) => {
    // Such as iOS Safari outside an installed web app.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "PushManager");
    });
    await signInAs("client@celestial.example");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("button", turnOnLabel)).toHaveCount(0);
  });
});

test("the service worker is served fresh and may control the whole site", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
});
