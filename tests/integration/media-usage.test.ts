import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { backups } from "#app/.server/db/jobs-schema.ts";
import { media } from "#app/.server/db/media-schema.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { NEW_PRODUCT } from "#tests/support/admin.ts";
import { engines } from "#tests/support/database.ts";
import { plainImage, uploadMedia } from "#tests/support/media.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const run = promisify(execFile);

describe.each(engines)("library pictures in use, and in backups, on %s", (engine) => {
  const workDir = mkdtempSync(path.join(tmpdir(), "media-usage-"));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  const app = useTestApp(engine, {
    DATA_DIR: path.join(workDir, "data"),
    BACKUP_DIR: path.join(workDir, "backups"),
  });
  const admin = useSignedIn(app, "admin@celestial.example");

  /** A new picture in the library, described unless `alt` is null. */
  async function picture(colour: string, alt: string | null = `A ${colour} field`) {
    const bytes = await plainImage(800, 600, "jpeg", colour);
    const response = await uploadMedia(app, admin.cookie, { bytes, name: `${colour}.jpg` });
    const { media: uploaded } = (await response.json()) as { media: { id: string } };
    if (alt) {
      const fields = { intent: "alt", mediaId: uploaded.id, alt };
      await admin.post("/admin/media", fields);
    }
    const [row] = await app.services.db.select().from(media).where(eq(media.id, uploaded.id));
    if (!row) throw new Error("no picture");
    return row;
  }

  const saveProduct = (path: string, fields: Record<string, string> = {}) =>
    admin.post(path, { ...NEW_PRODUCT, ...fields });
  const remove = (mediaId: string) => admin.post("/admin/media", { intent: "delete", mediaId });

  test("a product shows its library picture with srcset; the picture cannot be deleted while it does", async () => {
    const undescribed = await picture("#202020", null);
    const refused = await saveProduct("/admin/products/new", { pictures: undescribed.id });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Every picture needs alt text in the media library");

    const shown = await picture("#c04000", "A rust-coloured hoodie");
    expect((await saveProduct("/admin/products/new", { pictures: shown.id })).status).toBe(302);
    const html = await (await app.get(`/product/${NEW_PRODUCT.id}`)).text();
    const avif = shown.variants.filter((v) => v.format === "avif").map((v) => v.key);
    expect(html).toContain('<source type="image/avif" srcSet="');
    for (const key of avif) expect(html).toContain(`/media/${key}`);
    expect(html).toContain('alt="A rust-coloured hoodie"');
    expect(html).toMatch(/width="800" height="600"/);
    expect(html).toContain('decoding="async"');

    const inUse = await remove(shown.id);
    expect(inUse.status).toBe(409);
    const page = await inUse.text();
    expect(page).toContain("This image is still in use, so it was not deleted.");
    expect(page).toContain(`href="/admin/products/${NEW_PRODUCT.id}"`);

    expect((await saveProduct(`/admin/products/${NEW_PRODUCT.id}`)).status).toBe(302);
    expect((await remove(shown.id)).status).toBe(302);
    for (const variant of shown.variants) {
      expect((await app.get(`/media/${variant.key}`)).status).toBe(404);
    }
  });

  test("a post's cover or an image deep in its body keeps the picture; each post is named", async () => {
    const cover = await picture("#0040c0");
    const [post] = await app.services.db
      .select({ id: posts.id, title: posts.title, body: posts.body })
      .from(posts)
      .limit(1);
    if (!post) throw new Error("no post");
    await app.services.db
      .update(posts)
      .set({ coverImageId: cover.id })
      .where(eq(posts.id, post.id));
    const coverRefusal = await (await remove(cover.id)).text();
    expect(coverRefusal).toContain(post.title);

    const inline = await picture("#00c040");
    const image = { type: "image", attrs: { mediaId: inline.id, alt: "inline" } };
    const quoted = { type: "blockquote", content: [image] };
    const body = { ...post.body, content: [...post.body.content, quoted] };
    await app.services.db
      .update(posts)
      .set({ coverImageId: null, body: body as typeof post.body })
      .where(eq(posts.id, post.id));
    const bodyRefusal = await remove(inline.id);
    expect(bodyRefusal.status).toBe(409);
    expect(await bodyRefusal.text()).toContain(post.title);
    expect((await remove(cover.id)).status).toBe(302);
    await app.services.db.update(posts).set({ body: post.body }).where(eq(posts.id, post.id));
  });

  test("a post shows its cover and its text's pictures from the library, and only ones it can show", async () => {
    const cover = await picture("#6040a0", "A violet sky");
    const inline = await picture("#40a060", "A green hill");
    const undescribed = await picture("#a06040", null);
    const created = await admin.post("/admin/posts", { intent: "create" });
    const editor = created.headers.get("location") ?? "";
    const body = (mediaId: string) =>
      JSON.stringify({
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "Above the hill." }] },
          {
            type: "image",
            attrs: { mediaId, alt: "The hill at noon", src: `/media/${inline.variants[0]?.key}` },
          },
        ],
      });
    const fields = {
      intent: "publish",
      title: "Pictures of Home",
      excerpt: "Three pictures, one sky.",
      category: "Culture",
      authorName: "Star Chronicles Editors",
      coverImageId: cover.id,
      coverAlt: "",
      body: body(inline.id),
    };
    const save = (changes: Record<string, string>) => admin.post(editor, { ...fields, ...changes });
    const badBody = await save({ body: body(undescribed.id) });
    expect(badBody.status).toBe(400);
    expect(await badBody.text()).toContain("A picture in the text is not in the media library");
    const badCover = await save({ coverImageId: undescribed.id });
    expect(badCover.status).toBe(400);
    expect(await badCover.text()).toContain("The cover must be a picture in the media library");
    expect((await save({})).status).toBe(302);

    const page = await (await app.get("/blog/pictures-of-home")).text();
    const keys = (row: typeof cover, format: string) =>
      row.variants.filter((v) => v.format === format).map((v) => `/media/${v.key}`);
    for (const key of [...keys(inline, "avif"), ...keys(inline, "webp")]) {
      expect(page).toContain(key);
    }
    expect(page).toContain('alt="The hill at noon"');
    // The cover is the page's largest paint: loaded at once, with the library's alt text.
    expect(page).toMatch(/<img [^>]*alt="A violet sky"[^>]*fetchPriority="high"/i);
    expect(page).toContain('property="og:image"');
    const cards = await (await app.get("/blog")).text();
    for (const key of keys(cover, "avif")) expect(cards).toContain(key);
    expect((await remove(inline.id)).status).toBe(409);
  });

  test("a backup carries the pictures' files; the drill checks them; a restore puts them back", async () => {
    const kept = await picture("#a0a000", "A yellow field");
    const backup = await app.services.backups.create("manual");
    await app.services.jobs.runDueJobs();
    const [row] = await app.services.db
      .select({ status: backups.drillStatus, error: backups.drillError })
      .from(backups)
      .where(eq(backups.name, backup.name));
    expect(row).toEqual({ status: "passed", error: null });

    const restoredDir = path.join(workDir, "restored");
    const file = app.services.backups.fileOf(backup.name) ?? "";
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/db-restore.ts", file],
      { env: { ...process.env, DATABASE_URL: "", S3_BUCKET: "", DATA_DIR: restoredDir } },
    );
    expect(stdout).toContain("Restored");
    expect(stdout).not.toContain("lacked");
    for (const variant of kept.variants) {
      const restored = path.join(restoredDir, "media", variant.key);
      expect(existsSync(restored), variant.key).toBe(true);
      const original = path.join(workDir, "data", "media", variant.key);
      expect(readFileSync(restored).equals(readFileSync(original))).toBe(true);
    }
  }, 120_000);
});
