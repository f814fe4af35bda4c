import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { media } from "#app/.server/db/media-schema.ts";
import { rateLimitEvents, users } from "#app/.server/db/schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { hitRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { engines } from "#tests/support/database.ts";
import { documentOf } from "#tests/support/html.ts";
import { phonePhoto, plainImage, uploadMedia } from "#tests/support/media.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

type Uploaded = { ok: true; media: { id: string; name: string; existing: boolean } };

describe.each(engines)("the media library on %s", (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "media-test-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = useTestApp(engine, { DATA_DIR: dataDir });
  const admin = useSignedIn(app, "admin@celestial.example");

  async function upload(bytes: Buffer, name: string) {
    const response = await uploadMedia(app, admin.cookie, { bytes, name });
    expect(response.status, await response.clone().text()).toBe(201);
    const { media: uploaded } = (await response.json()) as Uploaded;
    const [row] = await app.services.db.select().from(media).where(eq(media.id, uploaded.id));
    if (!row) throw new Error("the upload made no row");
    return row;
  }

  test("a phone photo becomes AVIF and WebP at its widths, upright, with no EXIF or GPS left", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const row = await upload(photo, "IMG_0001.JPG");
    expect(row).toMatchObject({ originalName: "IMG_0001.JPG", alt: null, sourceFormat: "jpeg" });
    // Stored 64 × 48 with orientation 6: upright it is 48 wide and 64 high.
    expect([row.width, row.height]).toEqual([48, 64]);
    expect(row.variants.map((v) => `${v.format} ${v.width}×${v.height}`).sort()).toEqual([
      "avif 48×64",
      "webp 48×64",
    ]);
    for (const variant of row.variants) {
      const response = await app.get(`/media/${variant.key}`);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([48, 64]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, row.id));
    expect(entry).toMatchObject({ action: "media.upload", actorEmail: "admin@celestial.example" });
  });

  test("files are served for a year as immutable, typed and not sniffed; other names are 404", async () => {
    const row = await upload(await plainImage(800, 600, "webp"), "wide.webp");
    expect(row.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([
      320, 320, 640, 640, 800, 800,
    ]);
    const avif = row.variants.find((variant) => variant.format === "avif");
    const response = await app.get(`/media/${avif?.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of [
      `${"0".repeat(32)}-320.avif`,
      "..%2F..%2Fsecrets.json",
      "%2e%2e%2fsession-secret",
      "x.avif",
    ]) {
      expect((await app.get(`/media/${name}`)).status, name).toBe(404);
    }
  });

  test("a PNG named .jpg is taken as the PNG it is; the same file again is the same picture", async () => {
    const png = await plainImage(400, 300, "png", "#112233");
    const row = await upload(png, "screenshot.jpg");
    expect(row.sourceFormat).toBe("png");
    const again = await uploadMedia(app, admin.cookie, { bytes: png, name: "copy.png" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Uploaded).media).toMatchObject({ id: row.id, existing: true });
  });

  test("a text file named .jpg, a huge file and a decompression bomb are refused, saying why", async () => {
    const text = await uploadMedia(app, admin.cookie, {
      bytes: Buffer.from("not a picture at all\n"),
      name: "holiday.jpg",
      type: "image/jpeg",
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      error: "holiday.jpg is not a JPEG, PNG, WebP or AVIF image.",
    });

    const huge = await uploadMedia(app, admin.cookie, {
      bytes: Buffer.alloc(21 * 1024 * 1024, 0xff),
      name: "huge.jpg",
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toContain("larger than 20 MB");
    // The plain form (no script) gets a page that says so and leads back to the library.
    const hugeForm = await uploadMedia(
      app,
      admin.cookie,
      { bytes: Buffer.alloc(21 * 1024 * 1024, 0xff), name: "huge.jpg" },
      "html",
    );
    expect(hugeForm.status).toBe(413);
    const page = documentOf(await hugeForm.text());
    expect(page.querySelector("h1")?.textContent).toBe("Too large to send");
    expect(page.querySelector("main p")?.textContent).toContain("larger than 20 MB");
    expect(page.querySelector("main a")?.getAttribute("href")).toBe("/admin/media");

    // 8000 × 6000 of one colour: a few kilobytes of PNG, 48 megapixels once decoded.
    const bomb = await uploadMedia(app, admin.cookie, {
      bytes: await plainImage(8000, 6000, "png"),
      name: "bomb.png",
    });
    expect(bomb.status).toBe(400);
    expect(await bomb.json()).toEqual({
      error:
        "bomb.png is too large in pixels (8000 × 6000): the library takes at most 40 megapixels.",
    });
  });

  test("without JavaScript an upload comes back to the library with a toast", async () => {
    const response = await uploadMedia(
      app,
      admin.cookie,
      { bytes: await plainImage(50, 50, "jpeg", "#aa0000"), name: "plain-form.jpg" },
      "html",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/media");
    const page = await (await app.get("/admin/media", admin.cookie)).text();
    expect(page).toContain("plain-form.jpg");
    expect(page).toContain("Needs alt text before it can be used.");
  });

  test("alt text is required, saved, and audited; the picker lists pictures with and without it", async () => {
    const row = await upload(await plainImage(120, 80, "png", "#00aa00"), "green.png");
    const empty = await admin.post("/admin/media", { intent: "alt", mediaId: row.id, alt: "  " });
    expect(empty.status).toBe(400);
    const saved = await admin.post("/admin/media", {
      intent: "alt",
      mediaId: row.id,
      alt: "A green square",
    });
    expect(saved.status).toBe(302);
    const picker = await app.get("/admin/media.json?q=green", admin.cookie);
    expect(picker.status).toBe(200);
    const { images } = (await picker.json()) as { images: { id: string; alt: string | null }[] };
    expect(images).toEqual([expect.objectContaining({ id: row.id, alt: "A green square" })]);
    const all = (await (await app.get("/admin/media.json", admin.cookie)).json()) as {
      images: { alt: string | null }[];
    };
    expect(all.images.some((image) => image.alt === null)).toBe(true);
  });

  test("a member gets 403 on every media page and action, and changes nothing", async () => {
    const member = await signInAs(app, "client@celestial.example");
    const [row] = await app.services.db.select().from(media).limit(1);
    const id = row?.id ?? "";
    expect((await app.get("/admin/media", member)).status).toBe(403);
    expect((await app.get("/admin/media.data", member)).status).toBe(403);
    expect((await app.get("/admin/media.json", member)).status).toBe(403);
    const alt = { intent: "alt", mediaId: id, alt: "Hijacked" };
    expect((await postForm(app, "/admin/media", alt, { cookie: member })).status).toBe(403);
    const remove = { intent: "delete", mediaId: id };
    expect((await postForm(app, "/admin/media", remove, { cookie: member })).status).toBe(403);
    const photo = await plainImage(30, 30, "png", "#123456");
    const upload = await uploadMedia(app, member, { bytes: photo, name: "sneaky.png" });
    expect(upload.status).toBe(403);
    const [after] = await app.services.db.select().from(media).where(eq(media.id, id));
    expect(after?.alt).toBe(row?.alt);
    expect((await app.get("/admin/media/upload", member)).status).toBe(403);
  });

  test(`an admin's uploads past ${RATE_LIMITS.mediaUpload.limit} an hour are refused, saying when to try again`, async () => {
    const [row] = await app.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@celestial.example"));
    const key = `admin:${row?.id}`;
    const rule = RATE_LIMITS.mediaUpload;
    while ((await hitRateLimit(app.services.db, rule, key)).allowed);
    const photo = await plainImage(30, 30, "png", "#654321");
    const refused = await uploadMedia(app, admin.cookie, { bytes: photo, name: "one-more.png" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many uploads/);
    const stored = await app.services.db
      .select()
      .from(media)
      .where(eq(media.originalName, "one-more.png"));
    expect(stored).toEqual([]);
    await app.services.db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, rule.bucket));
  });
});
