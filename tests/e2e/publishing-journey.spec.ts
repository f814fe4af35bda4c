import sharp from "sharp";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** The job runner looks for due work every 15 s: a post scheduled for a minute is live within it. */
const LIVE_WITHIN_MS = 90_000;

/** The library takes the same file once: a colour no earlier run used makes the photo new. */
const uniqueColour = () => `#${(Date.now() % 0xffffff).toString(16).padStart(6, "0")}`;

test("an admin uploads a photo, writes a post with it, shares a preview and schedules it; it goes live on its own", async ({
  adminPage: page,
  browser,
}) => {
  // Two minutes of waiting for the schedule, on top of an upload, an editor and two browsers.
  test.setTimeout(6 * 60_000);
  const stamp = Date.now().toString(36);
  const name = `dusk-${stamp}.jpg`;
  const alt = `The studio's roof at dusk (${stamp})`;
  const title = `A Roof Under the Stars ${stamp}`;
  const slug = `a-roof-under-the-stars-${stamp}`;

  await page.goto("/admin/media");
  await page.getByLabel("Choose images, or drop them here").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: uniqueColour() },
    })
      .jpeg()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Uploaded: give it alt text below")).toBeVisible();
  const card = page
    .getByRole("list", { name: "Images in the library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });
  await card.getByLabel("Alt text").fill(alt);
  await card.getByRole("button", { name: `Save alt text of ${name}` }).click();
  await expect(page.getByText(`Saved the alt text of ${name}`)).toBeVisible();

  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await page.getByLabel("Title", { exact: true }).fill(title);
  const text = page.getByRole("textbox", { name: "Post text" });
  await text.click();
  await page.keyboard.type("We climbed up after the last session to watch the sky turn.");
  await page.keyboard.press("Enter");

  const choose = async (trigger: string, dialogName: string) => {
    await page.getByRole("button", { name: trigger }).click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await dialog.getByLabel("Search by alt text or file name").fill(name);
    await dialog.getByRole("button", { name: new RegExp(stamp) }).click();
    await expect(dialog).toBeHidden();
  };
  await choose("Picture from the media library", "Add a picture to the text");
  await expect(text.locator(`img[alt="${alt}"]`)).toBeVisible();
  await choose("Choose a cover", "Choose the post's cover");
  await expect(page.getByLabel("Alt text for the cover")).toHaveValue(alt);
  await page.getByLabel("Excerpt (shown on the blog's cards)").fill("Up on the roof at dusk.");
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  await expectAccessible(page);

  // A colleague without an account reads the draft through its link.
  const previewUrl = await page
    .getByRole("link", { name: "Open the preview" })
    .getAttribute("href");
  const readers = await browser.newContext();
  const reader = await readers.newPage();
  await reader.goto(previewUrl ?? "");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(reader.getByRole("note")).toContainText("Preview");
  await expect(reader.locator(`article img[alt="${alt}"]`)).toHaveCount(2);

  // Two minutes ahead on the admin's own clock.
  const at = await page.evaluate(() => {
    const due = new Date(Date.now() + 2 * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const wall = `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`;
    due.setSeconds(0, 0);
    return { wall, due: due.getTime() };
  });
  await page.getByLabel(/^Publish later/).fill(at.wall);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Scheduled" })).toBeVisible();
  expect(await (await readers.request.get("/blog")).text()).not.toContain(title);

  await expect
    .poll(async () => (await readers.request.get("/blog")).text(), {
      timeout: at.due - Date.now() + LIVE_WITHIN_MS,
      intervals: [5_000],
    })
    .toContain(title);
  expect(Date.now()).toBeGreaterThanOrEqual(at.due);
  expect(await (await readers.request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await readers.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  const search = await readers.request.get(
    `/api/search?q=${encodeURIComponent("roof under the stars")}`,
  );
  expect(JSON.stringify(await search.json())).toContain(`/blog/${slug}`);

  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  const pictures = reader.locator("article picture");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/[a-f0-9]{32}-\d+\.avif \d+w/,
    );
    await expect(picture.locator("img")).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(picture.locator("img")).toHaveAttribute("sizes", /.+/);
  }
  const scripts = await reader.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.filter((entry) => /tiptap|prosemirror|rich-text-editor/i.test(entry))).toEqual([]);
  await expectAccessible(reader);
  await readers.close();
});
