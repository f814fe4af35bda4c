import sharp from "sharp";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

/** A picture no earlier run uploaded (the library takes the same file once), 640 × 480. */
function freshPicture(): Promise<Buffer> {
  const shade = Date.now() % 0xffffff;
  const background = `#${shade.toString(16).padStart(6, "0")}`;
  return sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

test.use({ account: "admin@celestial.example" });

test("an admin uploads a picture with the file picker and describes it for the library", async ({
  page,
}) => {
  await openPage(page, "/admin/media", "Media");

  const name = `journey-${Date.now()}.jpg`;
  await page.getByLabel("Choose images, or drop them here").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await freshPicture(),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByText("Uploaded: give it alt text below")).toBeVisible();

  const card = page
    .getByRole("list", { name: "Images in the library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("Needs alt text before it can be used.")).toBeVisible();
  await expect(card.getByText(/640 × 480 · JPEG/)).toBeVisible();
  const picture = card.locator("picture img");
  await expect(picture).toHaveAttribute("srcset", /\/media\/[a-f0-9]{32}-320\.webp 320w/);
  await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);

  const alt = `A square of one colour, made by ${name}`;
  await card.getByLabel("Alt text").fill(alt);
  await card.getByRole("button", { name: `Save alt text of ${name}` }).click();
  await expect(page.getByText(`Saved the alt text of ${name}`)).toBeVisible();
  await expect(card.getByText("Needs alt text before it can be used.")).toHaveCount(0);
  await expect(picture).toHaveAttribute("alt", alt);
  await expectAccessible(page);
});

test("the product editor picks a described picture from the library with the keyboard", async ({
  page,
  baseURL,
}) => {
  const name = `picker-${Date.now()}.jpg`;
  const alt = `A square of one colour, made by ${name}`;
  const headers = { origin: baseURL ?? "", accept: "application/json" };
  const upload = await page.request.post("/admin/media/upload", {
    headers,
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await freshPicture() } },
  });
  expect(upload.status()).toBe(201);
  const { media } = (await upload.json()) as { media: { id: string } };
  const described = await page.request.post("/admin/media", {
    headers,
    form: { intent: "alt", mediaId: media.id, alt },
    maxRedirects: 0,
  });
  expect(described.status()).toBe(302);

  // The product is not saved: other journeys read it.
  await page.goto("/admin/products/constellation-tote");
  await page.getByRole("button", { name: "Add a picture from the library" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a picture" });
  await dialog.getByLabel("Search by alt text or file name").fill(name);
  const choice = dialog.getByRole("button", { name: new RegExp(alt) });
  await expect(choice).toBeEnabled();
  await expectAccessible(page);
  await choice.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Main: ${alt}`)).toBeVisible();
});
