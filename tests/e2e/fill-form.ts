import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Fills the controls of `scope` found by these labels, in order, as a person would: a select gets
 * the option with that value or label, any other control gets the text typed in.
 */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = scope.getByLabel(label);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
      await control.selectOption(value);
    } else {
      await control.fill(value);
    }
  }
}

/** Fills in the consultation's payment step with a test card that expires in 2039. */
export async function fillBookingCard(
  page: Page,
  number: string,
  cardholder = "Playwright Visitor",
) {
  await fillByLabel(page, {
    "Card number": number,
    "Expiry date": "12/39",
    CVV: "123",
    "Cardholder name": cardholder,
  });
}

/**
 * Fills in every answer of the Rising Star nomination form and sends it; `mark` tells this
 * journey's names and addresses apart ("Sirius Kept", sirius.kept@example.com).
 */
export async function sendNomination(page: Page, mark: string) {
  const tag = mark.toLowerCase();
  await fillByLabel(page, {
    "Nominee Name": `Sirius ${mark}`,
    "Nominee Email": `sirius.${tag}@example.com`,
    "Nomination Category": "Community Impact",
    "Your Name": `Deneb ${mark}`,
    "Your Email": `deneb.${tag}@example.com`,
    "Key Achievements": "Built a robotics club.",
    "Why They Deserve Recognition": "She lifts everyone.",
    "Impact and Leadership": "Alumni now study engineering.",
  });
  await page.getByRole("button", { name: "Submit Nomination" }).click();
}

/** Chooses the first time the booking's time select offers, once the day's times are listed. */
export async function chooseFirstTime(page: Page): Promise<string> {
  const time = page.getByLabel("Time", { exact: true });
  await expect(time.locator("option")).not.toHaveCount(1);
  const value = (await time.locator("option").nth(1).getAttribute("value")) ?? "";
  await time.selectOption(value);
  return value;
}
