import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every page a journey visits must pass WCAG 2.1 AA as axe checks it. */
export async function expectAccessible(page: Page) {
  // Colours mid-transition (a toast fading in) are not what a reader sees; check the settled page.
  // A toast may mount after the wait below, so transitions are switched off for the check: the toast
  // library honours reduced motion. Endless animations (the footer's marquee) never settle and do not
  // change colours.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is still marked experimental in axe, so it is off unless asked
    // for: a control whose accessible name drops its visible text fails voice-control users.
    // (options() replaces every option, so it comes before withTags.)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
