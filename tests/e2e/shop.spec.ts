import { expectAccessible } from "./axe.ts";
import { fillByLabel } from "./fill-form.ts";
import { expect, NOT_FOUND_LOG, test } from "./fixtures.ts";

test("search, category and type narrow the shop to an empty state and back", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByPlaceholder("Search the cosmos...").fill("course");
  await expect(page).toHaveURL(/\/shop\?q=course$/);
  await expect(page.getByRole("heading", { name: "AI Foundations Course" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Education" })
    .click();
  await expect(page).toHaveURL(/q=course&category=Education/);
  await page
    .getByRole("navigation", { name: "Types" })
    .getByRole("link", { name: "event" })
    .click();
  await expect(page.getByText("No cosmic treasures found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search through the universe")).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole("navigation", { name: "Types" })
    .getByRole("link", { name: "All Types" })
    .click();
  await expect(page.getByRole("heading", { name: "AI Foundations Course" })).toBeVisible();
  await expect(page.getByText("No cosmic treasures found")).toBeHidden();
});

test("adding to the cart updates the badge, survives a reload, and the sheet edits lines", async ({
  page,
}) => {
  await page.goto("/shop");
  await page.getByRole("button", { name: "Add to Cart: Holistic Wellness Guide" }).click();
  await page.getByRole("button", { name: "Add to Cart: Holistic Wellness Guide" }).click();
  await page.getByRole("button", { name: "Add to Cart: NURVE" }).click();
  const badge = page.getByRole("banner").getByTestId("cart-count");
  await expect(badge).toHaveText("3");
  await page.reload();
  await expect(badge).toHaveText("3");

  await page.goto("/cart");
  const sheet = page.getByRole("dialog", { name: "Your Cart" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("$297.99")).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole("button", { name: "One fewer Holistic Wellness Guide" }).click();
  await expect(sheet.getByText("$248.99")).toBeVisible();
  await sheet.getByRole("button", { name: "Remove NURVE" }).click();
  await expect(sheet.getByText("1 item", { exact: true })).toBeVisible();
  await sheet.getByRole("button", { name: "Clear Cart" }).click();
  await expect(sheet.getByText("Your cart is empty.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/shop$/);
});

test("the badge caps at 99+", async ({ page }) => {
  await page.goto("/shop");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "celestial-cart",
      JSON.stringify([
        { id: "nurve", name: "NURVE", price: 199.99, image: "/x.svg", quantity: 120 },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("99+");
});

test("out-of-stock products cannot be added", async ({ page }) => {
  await page.goto("/shop?q=tote");
  await expect(
    page.getByRole("button", { name: "Out of Stock: Constellation Tote" }),
  ).toBeDisabled();
});

test.describe("product pages", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_LOG] });

  test("/product/{id} opens that product over the shop; an unknown id is a 404", async ({
    page,
  }) => {
    const response = await page.goto("/product/seraphina-ai-sports-bra");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Seraphina AI Sports Bra/);
    const detail = page.getByRole("region", { name: "Seraphina AI Sports Bra" });
    await expect(detail.getByText("SKU: CRK-SERAPHINA-BRA")).toBeVisible();
    await expectAccessible(page);
    await detail.getByRole("link", { name: "Close product details" }).click();
    await expect(page).toHaveURL(/\/shop$/);

    const missing = await page.goto("/product/no-such-thing");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("We could not find that product");
    await expectAccessible(page);
  });
});

test.describe("checkout", () => {
  // The browser logs the 402 of the declined payment this journey makes on purpose.
  test.use({ allowedConsoleErrors: [/status of 402/] });

  test("a declined card keeps the form; the success card confirms and takes the order out of the cart, once", async ({
    page,
  }) => {
    await page.goto("/shop?q=toolkit");
    await page.getByRole("button", { name: "Add to Cart: Fashion Tech Toolkit" }).click();
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    await fillByLabel(page, {
      "Email for the receipt": "e2e-buyer@example.com",
      "Cardholder name": "Ada Buyer",
      "Card number": "4000 0000 0000 0002",
      "Expiry (MM/YY)": "12/39",
      CVV: "123",
    });
    await expectAccessible(page);
    await page.getByRole("button", { name: "Pay $199" }).click();
    await expect(page.getByRole("alert")).toContainText("Your card was declined.");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $199" }).click();
    await expect(page.getByRole("heading", { name: "Order confirmed" })).toBeVisible();
    await expect(page.getByText("1 × Fashion Tech Toolkit")).toBeVisible();
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveCount(0);
    await expectAccessible(page);

    // Opening the receipt again later, from its e-mail say, leaves the next cart alone.
    const receipt = page.url();
    await page.goto("/shop?q=toolkit");
    await page.getByRole("button", { name: "Add to Cart: Fashion Tech Toolkit" }).click();
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
    for (const open of [() => page.goto(receipt), () => page.reload()]) {
      await open();
      await expect(page.getByRole("heading", { name: "Order confirmed" })).toBeVisible();
      await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
    }
  });
});

test("a member favourites a product and finds it on /favorites; a visitor is asked to sign in", async ({
  page,
  signInAs,
}) => {
  await page.goto("/shop?q=quantum");
  await page
    .getByRole("button", { name: "Sign in to save Quantum Computing Masterclass to favorites" })
    .click();
  await expect(page.getByRole("dialog", { name: "Welcome Back" })).toBeVisible();
  await page.keyboard.press("Escape");

  await signInAs("intern@celestial.example");

  await page.goto("/shop?q=quantum");
  const heart = page.getByRole("button", {
    name: "Save Quantum Computing Masterclass to favorites",
  });
  // The heart turns at once; the favourite is stored when the post returns, so wait for it.
  const saved = () =>
    page.waitForResponse(
      (response) =>
        response.url().includes("/resources/favorites") && response.request().method() === "POST",
    );
  const added = saved();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await added).ok()).toBe(true);
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Quantum Computing Masterclass" })).toBeVisible();
  await expectAccessible(page);
  const removed = saved();
  await page
    .getByRole("button", { name: "Save Quantum Computing Masterclass to favorites" })
    .click();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText("No favorites yet")).toBeVisible();
});

test.describe("a visitor whose browser is in Auckland", () => {
  // Event times are the event's own: a browser far from New York hydrates the same words.
  test.use({ timezoneId: "Pacific/Auckland" });

  test("events link to Eventbrite or the product, and offer a calendar file", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "All Cosmic Gatherings" })).toBeVisible();
    await expectAccessible(page);
    const featured = page.getByRole("region", { name: "Featured Events" });
    const register = featured.getByRole("link", { name: /Register on Eventbrite/ });
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(featured.getByText("Sat, Feb 6, 2027 · 10:00 AM")).toHaveAttribute(
      "datetime",
      "2027-02-06T10:00:00-05:00",
    );
    await featured.getByRole("link", { name: "Learn More about Couture Tech Gala" }).click();
    await expect(page).toHaveURL(/\/product\/couture-tech-gala$/);
    const detail = page.getByRole("region", { name: "Couture Tech Gala" });
    await expect(detail.getByText("Sat, May 15, 2027 · 7:00 PM")).toBeVisible();
    await expect(detail.getByText("Sun, May 16 · 1:00 AM EDT")).toHaveAttribute(
      "datetime",
      "2027-05-16T01:00:00-04:00",
    );
    await expectAccessible(page);
    await page.goto("/events");
    const calendar = featured.getByRole("link", { name: "Add to calendar: Couture Tech Gala" });
    const response = await page.request.get((await calendar.getAttribute("href")) ?? "");
    expect(response.headers()["content-disposition"]).toContain('filename="couture-tech-gala.ics"');
    expect(await response.text()).toContain("SUMMARY:Couture Tech Gala");
  });
});

test("an admin's event editor checks the times in the browser before saving them", async ({
  page,
  signInAs,
}) => {
  await signInAs("admin@celestial.example");
  await page.goto("/admin/products/quantum-computing-masterclass");
  const event = page.getByRole("group", { name: "Event (events only)" });
  await expect(event.getByLabel("Date")).toHaveValue("2027-04-10");
  await expect(event.getByLabel("Time zone")).toHaveValue("America/New_York");
  await expect(event.getByLabel("Starts at")).toHaveValue("18:00");
  await expectAccessible(page);

  const ends = event.getByLabel("Ends at");
  await ends.fill("17:00");
  await ends.blur();
  await expect(event.getByText("The event must end after it starts")).toBeVisible();
  await ends.fill("21:00");
  await expect(event.getByText("The event must end after it starts")).toBeHidden();
  // The same times again: journeys running beside this one read this event.
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByText("Saved Quantum Computing Masterclass")).toBeVisible();
});
