import { ADMIN_SECTIONS } from "#app/components/admin/admin-sections.ts";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const labels = ADMIN_SECTIONS.flatMap((group) => group.links.map((link) => link.label));

test.describe("at 1366px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("an admin sees every section in a 16rem sidebar, toggles it with Ctrl+B and Cmd+B, and it stays collapsed after a reload", async ({
    page,
    signInAs,
  }) => {
    await signInAs("admin@celestial.example");
    await page.goto("/admin/users");
    const sidebar = page.locator("#admin-sidebar");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const label of labels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // 16rem at the root's 16px.
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await expectAccessible(page);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // A cookie written by the page reaches the browser's store a moment later.
    const sidebarCookie = async () =>
      (await page.context().cookies()).find((c) => c.name === "sidebar_state");
    await expect.poll(async () => (await sidebarCookie())?.value).toBe("false");
    const cookie = await sidebarCookie();
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    // Max-Age=604800: the cookie ends seven days from now.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    // The server draws the collapsed rail from the cookie: already collapsed in the first HTML.
    const html = await (await page.request.get("/admin/users")).text();
    expect(html).toMatch(/id="admin-sidebar" data-state="collapsed"/);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    // The rail keeps every label: as the link's name, and as a tooltip on hover.
    const security = nav.getByRole("link", { name: "Security", exact: true });
    await expect(security).toBeVisible();
    await security.hover();
    await expect(page.getByRole("tooltip", { name: "Security" })).toBeVisible();
    await expectAccessible(page);

    // Typing in a field keeps Ctrl+B for the field.
    await page.getByLabel("Search users").press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Escape");
    await page.locator("h1").click();
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("an icon-only header button shows its tooltip after a delay, not at once", async ({
    page,
  }) => {
    await page.goto("/about");
    const search = page.getByRole("button", { name: "Search (Ctrl+K)" });
    await search.hover();
    await page.mouse.move(1, 1);
    await search.hover();
    const tooltip = page.getByRole("tooltip", { name: "Search (Ctrl+K)" });
    await expect(tooltip).toBeVisible();
    // Radix marks a tooltip that waited its delay "delayed-open" (one shown at once is "instant-open").
    await expect(search).toHaveAttribute("data-state", "delayed-open");
    await expect(search).toHaveAccessibleName("Search (Ctrl+K)");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });
});

test.describe("at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 }, account: "admin@celestial.example" });

  test("the sidebar is a drawer: its button opens 18rem of sections, Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page.locator("#admin-sidebar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expectAccessible(page);

    const button = page.getByRole("button", { name: "Admin menu" });
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Admin" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(288);
    await expect(drawer.getByRole("link", { name: "Orders", exact: true })).toBeVisible();
    await expect(drawer.locator(":focus")).toHaveCount(1);
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole("dialog", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders");
  });
});
