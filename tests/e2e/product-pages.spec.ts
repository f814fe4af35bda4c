import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

const pages: [path: string, heading: string][] = [
  ["/nebula-market", "Nebula Market"],
  ["/digital-products", "Tools made by builders, for builders"],
  ["/cirkyt", "Sportswear that looks after you"],
  ["/shop/cirkyt", "Sportswear that looks after you"],
  ["/cirkyt/community", "Move together, build together"],
  ["/nurve", "NURVE"],
  ["/shop/nurve", "NURVE"],
  ["/vault", "The Vault"],
  ["/waitlists", "Join the Waitlists"],
  ["/retail", "AI-Powered Retail Marketing"],
  ["/ebook-preorder", "Show Up Rare: The Collective Playbook (e-book)"],
];

for (const [path, heading] of pages) {
  test(`${path} is server-rendered and accessible`, async ({ page }) => {
    await openPage(page, path, heading);
  });
}

test("a digital product and a pre-order go into the cart and the badge counts them", async ({
  page,
}) => {
  await page.goto("/digital-products");
  await page.getByRole("button", { name: "Add to Cart: AI Foundations Course" }).click();
  const badge = page.getByRole("banner").getByTestId("cart-count");
  await expect(badge).toHaveText("1");

  await page.goto("/cirkyt");
  await page.getByRole("button", { name: "Pre-Order Now: Seraphina AI Sports Bra" }).click();
  await expect(badge).toHaveText("2");

  await page.goto("/cart");
  const sheet = page.getByRole("dialog", { name: "Your Cart" });
  await expect(sheet.getByText("Seraphina AI Sports Bra")).toBeVisible();
  await expect(sheet.getByText("AI Foundations Course")).toBeVisible();
});

test("joining the Vault waitlist shows the thank-you message", async ({ page }) => {
  await page.goto("/vault");
  const form = page.locator("#waitlist");
  await form.getByLabel("Email address").fill("vault-fan@example.com");
  await form.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you for joining The Vault waitlist! We'll notify you when the premium collection launches.",
  );
  await expectAccessible(page);
});

test("the Vault waitlist's code comes when the visitor reaches the form, and a submit that comes first waits for it", async ({
  page,
}) => {
  const formCode = /\/assets\/waitlist-form-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (formCode.test(request.url())) fetched.push(request.url());
  });
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(formCode, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/vault");
  await page.waitForLoadState("networkidle");
  expect(fetched, "a first visit does not fetch the form's code").toEqual([]);

  const form = page.locator("#waitlist");
  await form.getByLabel("Email address").fill("early-bird@example.com");
  await form.getByRole("button", { name: "Join Waitlist" }).click();
  expect(fetched).toHaveLength(1);
  // Held while the code is on its way: the page stays, and so does the address.
  await expect(form.getByLabel("Email address")).toHaveValue("early-bird@example.com");
  letThrough();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you for joining The Vault waitlist! We'll notify you when the premium collection launches.",
  );
  expect(new URL(page.url()).pathname).toBe("/vault");
});

test("the in-site CIRKYT waitlist reaches 'You're In!'", async ({ page }) => {
  await page.goto("/waitlists");
  await expect(page.getByText("250+ already signed up")).toBeVisible();
  await page.getByLabel("Email address").fill("cirkyt-fan@example.com");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You're In!" })).toBeVisible();
});
