import { expectAccessible } from "./axe.ts";
import { fillByLabel } from "./fill-form.ts";
import { expect, test } from "./fixtures.ts";

test("without JavaScript: the contact page and the newsletter still work", async ({
  noScriptPage: page,
}) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: /Press & Media/ }).click();
  const form = page.getByRole("form", { name: "Press & Media Request" });
  await form.getByRole("button", { name: "Send Press Request" }).click();
  await expect(form.getByText("Please enter your phone number")).toBeVisible();
  await fillByLabel(form, {
    "Full Name": "Orion Pressman",
    "Media Outlet": "The Daily Nebula",
    "Title / Role": "Editor",
    Email: "orion.nojs@example.com",
    Phone: "+1 555 0100",
    "Request Type": "interview",
    "Details and Deadline": "Interview request, deadline Friday.",
  });
  await form.getByRole("button", { name: "Send Press Request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Signal Received" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?submitted=1$/);

  await page.goto("/newsletter");
  await page.getByLabel("Email address").fill("nojs.e2e@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Welcome to Stellar Dispatch!" }),
  ).toBeVisible();
});

test("admin inbox: a submission shows up, is marked handled and leaves the new filter", async ({
  page,
  signInAs,
}) => {
  // Its own sender per run: a data folder kept from an earlier run already holds older entries.
  const sender = `inbox.journey.${Date.now()}`;
  await page.goto("/submit-chronicle");
  await page.getByLabel("Your Name").fill("Inbox Journey");
  await page.getByLabel("Email").fill(`${sender}@example.com`);
  await page.getByLabel("Chronicle Title").fill("A story for the inbox");
  await page.getByLabel("Your Story").fill("Told once, read by an admin.");
  await page.getByRole("button", { name: "Submit Chronicle" }).click();
  await expect(page.getByText("Chronicle submitted successfully!")).toBeVisible();

  await signInAs("admin@celestial.example");

  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Review Testimonials" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submissions");
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("searchbox", { name: "Search" }).fill(sender);
  await page.getByRole("button", { name: "Filter" }).click();
  // The list below is the filtered one only once the filter's navigation has landed.
  await expect(page).toHaveURL(/\/admin\/submissions\?type=chronicle&status=new&q=/);
  const entry = page.getByRole("article", { name: `Chronicle from ${sender}@example.com` });
  await expect(entry.getByRole("heading", { name: "A story for the inbox" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    new RegExp(`^/admin/submissions\\.csv\\?.*q=${sender.replaceAll(".", "\\.")}`),
  );
  await expectAccessible(page);
  await entry.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText("Nothing matches this filter.")).toBeVisible();
});

test("newsletter links: the confirm page posts by itself; a bad link says so", async ({ page }) => {
  // A forged token: the page submits its form on load and the server answers "invalid".
  await page.goto(
    "/newsletter/confirm?token=00000000-0000-4000-8000-000000000000.forged-signature",
  );
  await expect(page).toHaveURL(/\/newsletter\/confirm\?status=invalid$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expectAccessible(page);

  await page.goto("/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.forged-sig");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unsubscribe from Stellar Dispatch",
  );
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?status=invalid$/);
  await expect(page.getByText("This link does not work.")).toBeVisible();
  await expectAccessible(page);
});
