import type { Locator, Page } from "@playwright/test";

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
