import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { fillByLabel, sendNomination } from "./fill-form.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

/** Sends a form with nothing filled in: the page shows its one message for the missing fields. */
async function submitEmpty(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }),
  ).toBeVisible();
}

test("contact: a card opens its form, errors name each field, and the confirmation returns to no selection", async ({
  page,
}) => {
  await openPage(page, "/communication-beacon", "Send a signal. We answer around the clock.");

  await page.getByRole("link", { name: /Partnership Inquiries/ }).click();
  await expect(page.getByRole("heading", { name: "Partnership Inquiry" })).toBeVisible();
  await page.getByRole("link", { name: /General Support/ }).click();
  const form = page.getByRole("form", { name: "General Support Request" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Description")).toHaveAttribute("rows", "6");

  await form.getByRole("button", { name: "Send Support Request" }).click();
  for (const message of [
    "Please enter your full name",
    "Please enter your email address",
    "Please enter a subject",
    "Please choose a category",
    "Please describe how we can help",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);

  await fillByLabel(form, {
    "Full Name": "Nova Playwright",
    Email: "nova.e2e@example.com",
    Subject: "Ada Key access",
    Category: "access",
    Description: "The key does not open the vault.",
  });
  await form.getByRole("button", { name: "Send Support Request" }).click();

  const received = page.getByRole("status").filter({ hasText: "Signal Received" });
  await expect(received).toBeVisible();
  await expect(received).toContainText("within 24 hours");
  await expect(received.getByRole("link", { name: "operations@celestial.example" })).toBeVisible();
  // While the confirmation shows, a card click is ignored (the cards say so with aria-disabled,
  // which Playwright honours unless forced).
  await page.getByRole("link", { name: /Press & Media/ }).click({ force: true });
  await expect(received).toBeVisible();
  await expect(page.getByRole("form", { name: "Press & Media Request" })).toHaveCount(0);
  // Then the page returns to no selection by itself (after 3 s).
  await expect(received).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/communication-beacon$/);
  await expect(page.getByRole("form")).toHaveCount(0);
});

test("newsletter: messages for an empty and a malformed address, then the welcome", async ({
  page,
}) => {
  await openPage(page, "/newsletter", "Stellar Dispatch");
  const email = page.getByLabel("Email address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await email.fill("star@reader");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await email.fill("star.e2e@example.com");
  await page.getByLabel("Tech guides and tutorials").check();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Welcome to Stellar Dispatch!" }),
  ).toBeVisible();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to Stellar Dispatch!" }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("Rising Star nomination: required messages, then the success message", async ({ page }) => {
  await openPage(page, "/rising-star-nomination", "Nominate a Rising Star");
  await page.getByRole("button", { name: "Submit Nomination" }).click();
  await expect(page.getByText("Please enter the nominee's name")).toBeVisible();
  await expect(page.getByText("Please describe their impact and leadership")).toBeVisible();
  await expectAccessible(page);

  await sendNomination(page, "Rising");
  await expect(
    page.getByText("Nomination submitted successfully! We'll review it and be in touch soon."),
  ).toBeVisible();
  await expect(page.getByLabel("Nominee Name")).toHaveValue("");
});

test("partnership: the missing-information notice, then the received screen", async ({ page }) => {
  await openPage(page, "/partnership-form", "Partnership Request");
  await page.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText: "Missing Information: Please fill in all required fields.",
    }),
  ).toBeVisible();
  await expectAccessible(page);

  await fillByLabel(page, {
    "Company Name": "Andromeda Labs",
    "Contact Name": "Vega Partner",
    Email: "vega.e2e@example.com",
    "Partnership Type": "technology",
    Industry: "ai",
  });
  await page.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(page.getByRole("heading", { name: "Partnership Request Submitted!" })).toBeVisible();
  await expect(page.getByText("within 48 hours")).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Cosmic Constellations" })).toHaveAttribute(
    "href",
    "/cosmic-constellations",
  );
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
});

test("leadership: required message, then success and an empty form", async ({ page }) => {
  await page.goto("/leadership-application");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership Application");
  await expect(page.getByRole("link", { name: "← Back to Starship Bridge" })).toHaveAttribute(
    "href",
    "/starship-bridge",
  );
  await expectAccessible(page);
  await submitEmpty(page, "Submit Application");

  await fillByLabel(page, {
    "First Name": "Altair",
    "Last Name": "Leader",
    Email: "altair.e2e@example.com",
  });
  await page.getByLabel("Preferred Leadership Role").selectOption({ label: "Community Manager" });
  await page.getByLabel("Portfolio / LinkedIn URL").fill("https://altair.example");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText(
      "Application submitted successfully! We'll review your application and get back to you within 1-2 weeks.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expectAccessible(page);
});

test("chronicle: required message, a tall story box, then success and a cleared form", async ({
  page,
}) => {
  await openPage(page, "/submit-chronicle", "Submit Your Chronicle");
  const story = page.getByLabel("Your Story");
  expect((await story.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(200);
  await submitEmpty(page, "Submit Chronicle");

  await fillByLabel(page, {
    "Your Name": "Lyra Storyteller",
    Email: "lyra.e2e@example.com",
    "Chronicle Title": "From Lagos to the launchpad",
  });
  await page.getByLabel("Category").selectOption({ label: "Education & Learning" });
  await story.fill("It started with a borrowed laptop.");
  await page.getByRole("button", { name: "Submit Chronicle" }).click();
  await expect(
    page.getByText("Chronicle submitted successfully! We'll review it and get back to you."),
  ).toBeVisible();
  await expect(page.getByLabel("Chronicle Title")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/communication-beacon",
  );
});
