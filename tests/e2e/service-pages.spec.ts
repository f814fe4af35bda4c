import { servicePages } from "#app/content/services.ts";
import { expectAccessible } from "./axe.ts";
import { expect, NOT_FOUND_LOG, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

const paths = [
  ...servicePages.map((page) => `/services/${page.slug}`),
  "/tech-services",
  "/syrene",
  "/seraphina",
  "/seraphina-ai",
  "/synthara",
  "/sundiata-cybersecurity",
  "/ai-stack",
  "/quantum-forge",
];

for (const path of paths) {
  test(`${path} has one h1 and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });
}

test("a package button leads to the booking page it names", async ({ page }) => {
  await page.goto("/services/cybersecurity");
  const assessment = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Security Assessment" }),
  });
  await expect(assessment.getByText("$5,000", { exact: true })).toBeVisible();
  await expect(assessment.getByText("Includes 1 month follow-up")).toBeVisible();
  await assessment.getByRole("link", { name: "Book a Consultation" }).click();
  await expect(page).toHaveURL(/\/consultation$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
    "This page drifted out of orbit",
  );
});

test("a custom-priced package asks for a quote on the contact page", async ({ page }) => {
  await page.goto("/services/healthtech-and-femtech");
  const enterprise = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Healthcare Enterprise" }),
  });
  await expect(enterprise.getByText("Custom pricing", { exact: true })).toBeVisible();
  await enterprise.getByRole("link", { name: "Request a Quote" }).click();
  await expect(page).toHaveURL(/\/communication-beacon$/);
});

test("the technology services cards lead to the service pages", async ({ page }) => {
  await page.goto("/tech-services");
  await page.getByRole("link", { name: "See Cybersecurity" }).click();
  await expect(page).toHaveURL(/\/services\/cybersecurity$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Security that thinks like an attacker",
  );
  await page.getByRole("link", { name: "Meet Synthara" }).first().click();
  await expect(page).toHaveURL(/\/synthara$/);
  await page.getByRole("link", { name: "Back to The Forge" }).click();
  await expect(page).toHaveURL(/\/quantum-forge$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Forge");
});

test("Syrene's starfield has a hundred hidden stars that survive hydration", async ({ page }) => {
  await page.goto("/syrene");
  const field = page.locator("[data-starfield]");
  await expect(field).toHaveAttribute("aria-hidden", "true");
  await expect(field.locator("span")).toHaveCount(100);
});

test.describe("an unknown service", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_LOG] });

  test("answers with the 404 page", async ({ page }) => {
    await openPage(page, "/services/time-travel", "This page drifted out of orbit", 404);
  });
});
