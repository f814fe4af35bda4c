import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

const pages: [path: string, heading: string][] = [
  ["/celestial-collective", "The Celestial Collective"],
  ["/cosmic-constellations", "Cosmic Constellations"],
  ["/teams", "The Teams Behind the Collective"],
  ["/starship-bridge", "Starship Bridge"],
  ["/starship-bridge?view=leaders", "Starship Bridge"],
  ["/talent-os", "Talent OS"],
  ["/enterprise", "Enterprise Talent Pipeline"],
  ["/manifesto", "The Manifesto"],
  ["/get-started", "Welcome to the Collective"],
  ["/coming-soon", "Coming Soon"],
  ["/about", "About the Celestial Collective"],
  ["/about-founder", "Meet the Founder"],
  ["/partners", "Partner With the Collective"],
  ["/careers", "Build Your Career With Us"],
];

for (const [path, heading] of pages) {
  test(`${path} renders and is accessible`, async ({ page }) => {
    await openPage(page, path, heading);
  });
}

test("the Starship Bridge switches views by keyboard", async ({ page }) => {
  await page.goto("/starship-bridge");
  const toggle = page.getByRole("navigation", { name: "Bridge view" });
  const partners = toggle.getByRole("link", { name: "Enterprise Partners" });
  const leaders = toggle.getByRole("link", { name: "Internal Leaders" });
  await expect(partners).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "How the partnership performs" })).toBeVisible();

  await partners.focus();
  await page.keyboard.press("Tab");
  await expect(leaders).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/starship-bridge\?view=leaders$/);
  await expect(leaders).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "How each relationship is doing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How the partnership performs" })).toHaveCount(0);
  await expectAccessible(page);

  await page.keyboard.press("Shift+Tab");
  await expect(partners).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/starship-bridge$/);
  await expect(partners).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "How the partnership performs" })).toBeVisible();
});

test("the Collective's side navigator jumps to a section by keyboard and stays in view", async ({
  page,
}) => {
  await page.goto("/celestial-collective");
  const navigator = page.getByRole("navigation", { name: "On this page" });
  const links = navigator.getByRole("link");
  await expect(links).toHaveText([
    "Ethos",
    "Global Network",
    "Leadership",
    "Projects",
    "Male Engineers as Partners",
    "Join",
    "Stay Connected",
  ]);

  await links.first().focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("Tab");
  const join = navigator.getByRole("link", { name: "Join", exact: true });
  await expect(join).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/#join$/);
  await expect(page.getByRole("heading", { name: "Three ways in" })).toBeInViewport();
  // Sticky on a wide screen: far down the page, the navigator is still on screen.
  await expect(navigator).toBeInViewport();
  await expect(join).toHaveAttribute("aria-current", "location");

  // The next Tab continues inside the section the visitor jumped to.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Become a Member" })).toBeFocused();
});

test("a team member found by site search opens on their card", async ({ page }) => {
  await page.goto("/search?q=Rigel%20Cipher");
  await page
    .getByRole("link", { name: /Rigel Cipher/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/teams#rigel-cipher$/);
  await expect(page.getByRole("heading", { name: "Rigel Cipher" })).toBeInViewport();
});

test("badges, toggles and cards stay readable in the light theme", async ({ page }) => {
  await page.goto("/get-started");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  await expectAccessible(page);
  for (const path of ["/starship-bridge", "/celestial-collective", "/about-founder"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass("light");
    await expectAccessible(page);
  }
});
