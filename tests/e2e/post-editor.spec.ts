import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("an admin writes a post in the editor; typing is autosaved and kept through a lost connection", async ({
  adminPage: page,
  browser,
}) => {
  test.slow(); // two browsers, autosaves waited for, a reload and three accessibility checks
  await page.goto("/admin/posts");
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Untitled post");
  const editorUrl = page.url();

  await page.getByLabel("Title", { exact: true }).fill("Notes From the Night Shift");
  // The address follows the title until someone types one.
  await expect(page.getByLabel("Address: /blog/…")).toHaveValue("notes-from-the-night-shift");
  const text = page.getByRole("textbox", { name: "Post text" });
  await text.click();
  await page.keyboard.type("The build finished at ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("three in the morning");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(".");
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  await expectAccessible(page);

  // Offline, the text stays on the device and comes back after a reload.
  await page.context().setOffline(true);
  await text.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Nobody went home.");
  await expect(page.getByText(/^Offline: kept on this device/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Post text" })).toContainText("Nobody went home.");

  // Pasted from a word processor: the structure stays, the fonts, colours and spans go.
  await page.getByRole("textbox", { name: "Post text" }).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.getByRole("textbox", { name: "Post text" }).evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<p class="MsoNormal"><span style="font-family:Calibri;color:red">Pasted <b>words</b></span><o:p></o:p></p>',
    );
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  });
  await expect(
    page.getByRole("textbox", { name: "Post text" }).locator("strong", { hasText: "words" }),
  ).toBeVisible();
  expect(await page.getByRole("textbox", { name: "Post text" }).innerHTML()).not.toMatch(
    /style=|<span|Calibri|MsoNormal/,
  );

  await page.getByLabel("Excerpt (shown on the blog's cards)").fill("A night at the build desk.");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Published" })).toBeVisible();

  const readers = await browser.newContext();
  const reader = await readers.newPage();
  await reader.goto("/blog/notes-from-the-night-shift");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Notes From the Night Shift");
  await expect(reader.locator("article strong")).toHaveText(["three in the morning", "words"]);
  // No editor code reaches the public page.
  const scripts = await reader.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  expect(scripts.filter((name) => /tiptap|prosemirror|rich-text-editor/i.test(name))).toEqual([]);
  await expectAccessible(reader);
  await readers.close();

  await page.goto(editorUrl);
  await expect(page.getByRole("heading", { name: /^Revisions/ })).toBeVisible();
  await expectAccessible(page);
});
