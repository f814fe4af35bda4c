import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { postRevisions, posts } from "#app/.server/db/posts-schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { REVISIONS_KEPT } from "#app/.server/posts/post-revisions.ts";
import { engines } from "#tests/support/database.ts";
import { documentOf } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const doc = (...texts: string[]) => JSON.stringify({ type: "doc", content: texts.map(paragraph) });

/** A complete editor form: a post ready to go live. */
const ready = (overrides: Record<string, string> = {}) => ({
  title: "Launch Notes",
  slug: "",
  excerpt: "What we learned shipping the new editor.",
  category: "Tech",
  tags: "Editors, Publishing, editors",
  authorName: "Star Chronicles Editors",
  body: doc("First words of the post."),
  timeZone: "Europe/Paris",
  ...overrides,
});

describe.each(engines)("writing and publishing posts (%s)", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, "admin@celestial.example");
  const post = (path: string, fields: Record<string, string>) => admin.post(path, fields);

  const newDraft = async () => {
    const created = await post("/admin/posts", { intent: "create" });
    expect(created.status).toBe(302);
    const id = created.headers.get("location")?.split("/").pop() ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return id;
  };
  const rowOf = async (id: string) => (await rowsWhere(app, posts, { id }))[0];

  test("a client is refused every post page and action", async () => {
    const id = await newDraft();
    const cookie = await signInAs(app, "client@celestial.example");
    for (const path of [`/admin/posts/${id}`, `/admin/posts/${id}/delete`]) {
      expect((await app.fetch(path, { headers: { cookie } })).status).toBe(403);
    }
    const attempts: [string, Record<string, string>][] = [
      ["/admin/posts", { intent: "create" }],
      [`/admin/posts/${id}`, { ...ready(), intent: "publish" }],
      [`/admin/posts/${id}/autosave`, { ...ready(), intent: "autosave" }],
      [`/admin/posts/${id}/delete`, { intent: "delete" }],
    ];
    for (const [path, fields] of attempts) {
      expect((await postForm(app, path, fields, { cookie })).status).toBe(403);
    }
    expect((await rowOf(id))?.status).toBe("draft");
  });

  test("a draft autosaves unfinished, publishes complete, and shows on the blog, RSS and search", async () => {
    const id = await newDraft();
    const autosaved = await post(`/admin/posts/${id}/autosave`, {
      intent: "autosave",
      category: "Tech",
      title: "Launch No",
      body: doc("Half a thou"),
    });
    expect(autosaved.status).toBe(200);
    expect(await autosaved.json()).toMatchObject({ ok: true });
    expect(await rowOf(id)).toMatchObject({ title: "Launch No", status: "draft" });

    // Publishing needs what readers see on the cards.
    const incomplete = await post(`/admin/posts/${id}`, {
      ...ready({ excerpt: "" }),
      intent: "publish",
    });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain("Enter an excerpt");

    const published = await post(`/admin/posts/${id}`, { ...ready(), intent: "publish" });
    expect(published.status).toBe(302);
    expect(await rowOf(id)).toMatchObject({
      slug: "launch-notes",
      status: "published",
      tags: ["Editors", "Publishing"],
    });
    const page = await app.fetch("/blog/launch-notes");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("First words of the post.");
    expect(await (await app.fetch("/blog")).text()).toContain("Launch Notes");
    expect(await (await app.fetch("/blog/rss.xml")).text()).toContain("/blog/launch-notes");
    expect(await (await app.fetch("/sitemap.xml")).text()).toContain("/blog/launch-notes");
    const search = await (await app.fetch("/api/search?q=launch%20notes")).json();
    expect(JSON.stringify(search)).toContain("/blog/launch-notes");

    // A live post is never changed by autosave, and stays complete when updated.
    const typing = await post(`/admin/posts/${id}/autosave`, { ...ready(), intent: "autosave" });
    expect(typing.status).toBe(409);
    const emptied = await post(`/admin/posts/${id}`, { ...ready({ title: "" }), intent: "save" });
    expect(emptied.status).toBe(400);
    expect((await rowOf(id))?.title).toBe("Launch Notes");

    const actions = (await rowsWhere(app, auditLog, { target: "launch-notes" })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["post.update", "post.publish"]));
  });

  test("a new address answers 301 from the old one; a deleted post answers 410", async () => {
    const id = await newDraft();
    await post(`/admin/posts/${id}`, { ...ready({ slug: "first-address" }), intent: "publish" });
    const moved = await post(`/admin/posts/${id}`, {
      ...ready({ slug: "second-address" }),
      intent: "save",
    });
    expect(moved.status).toBe(302);
    const old = await app.fetch("/blog/first-address", { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/second-address");

    // Another post cannot take an address in use.
    const other = await newDraft();
    const clash = await post(`/admin/posts/${other}`, {
      ...ready({ slug: "second-address" }),
      intent: "save",
    });
    expect(clash.status).toBe(400);
    expect(await clash.text()).toContain("Another post already uses /blog/second-address");

    const confirm = await app.get(`/admin/posts/${id}/delete`, admin.cookie);
    expect(await confirm.text()).toContain("will tell readers and search engines that it is gone");
    expect((await post(`/admin/posts/${id}/delete`, { intent: "delete" })).status).toBe(302);
    for (const path of ["/blog/second-address", "/blog/first-address"]) {
      const gone = await app.fetch(path, { redirect: "manual" });
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain("Post Not Found");
    }
    expect((await app.fetch("/blog/never-was")).status).toBe(404);
  });

  test("a scheduled post goes live when the job runner reaches its time, not before", async () => {
    const id = await newDraft();
    const at = new Date(Date.now() + 2 * 60_000);
    // The admin's clock in Paris: the form sends wall time and zone.
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Paris",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(at)
      .replace(" ", "T");
    const past = await post(`/admin/posts/${id}`, {
      ...ready({ slug: "scheduled-notes", scheduledFor: "2020-01-01T09:00" }),
      intent: "schedule",
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("Choose a time in the future");
    expect(
      (
        await post(`/admin/posts/${id}`, {
          ...ready({ slug: "scheduled-notes", scheduledFor: local }),
          intent: "schedule",
        })
      ).status,
    ).toBe(302);
    const scheduled = await rowOf(id);
    expect(scheduled?.status).toBe("scheduled");
    const due = scheduled?.scheduledFor ?? new Date(0);
    expect(Math.abs(due.getTime() - at.getTime())).toBeLessThan(60_000);

    await app.services.jobs.runDueJobs(new Date(due.getTime() - 1_000));
    expect((await rowOf(id))?.status).toBe("scheduled");
    expect((await app.fetch("/blog/scheduled-notes")).status).toBe(404);
    await app.services.jobs.runDueJobs(new Date(due.getTime() + 1_000));
    expect(await rowOf(id)).toMatchObject({ status: "published", publishedAt: due });
    expect((await app.fetch("/blog/scheduled-notes")).status).toBe(200);
    const log = await rowsWhere(app, auditLog, {
      action: "post.publish",
      target: "scheduled-notes",
    });
    expect(log.map((entry) => entry.actorEmail)).toContain("scheduled publishing");
  });

  test("every save keeps a revision; restoring one brings the old text back as a new one", async () => {
    const id = await newDraft();
    await post(`/admin/posts/${id}`, {
      ...ready({ slug: "revised-notes", body: doc("The first version.") }),
      intent: "save",
    });
    await post(`/admin/posts/${id}`, {
      ...ready({ slug: "revised-notes", body: doc("The second version.") }),
      intent: "save",
    });
    // Saving what is already there is not a change.
    await post(`/admin/posts/${id}`, {
      ...ready({ slug: "revised-notes", body: doc("The second version.") }),
      intent: "save",
    });
    const revisions = await app.database.db
      .select()
      .from(postRevisions)
      .where(eq(postRevisions.postId, id))
      .orderBy(postRevisions.createdAt);
    expect(revisions).toHaveLength(3);
    const first = revisions[1];
    const shown = await app.get(`/admin/posts/${id}/revisions/${first?.id}`, admin.cookie);
    expect(documentOf(await shown.text()).querySelector("main")?.textContent).toContain(
      "The first version.",
    );
    const restored = await post(`/admin/posts/${id}/revisions/${first?.id}`, { intent: "restore" });
    expect(restored.status).toBe(302);
    expect(JSON.stringify((await rowOf(id))?.body)).toContain("The first version.");
    expect(await rowsWhere(app, postRevisions, { postId: id })).toHaveLength(4);
    expect((await app.get(`/admin/posts/${id}/revisions/not-a-uuid`, admin.cookie)).status).toBe(
      404,
    );
  });

  test(`only the last ${REVISIONS_KEPT} revisions are kept`, async () => {
    const id = await newDraft();
    for (let n = 1; n <= REVISIONS_KEPT + 3; n += 1) {
      await post(`/admin/posts/${id}`, {
        ...ready({ slug: "many-versions", body: doc(`Version ${n}.`) }),
        intent: "save",
      });
    }
    const kept = await rowsWhere(app, postRevisions, { postId: id });
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept.map((r) => JSON.stringify(r.snapshot.body)).join()).toContain(
      `Version ${REVISIONS_KEPT + 3}.`,
    );
    expect(kept.map((r) => JSON.stringify(r.snapshot.body)).join()).not.toContain('"Version 3."');
  });
});

describe.each(engines)("preview links (%s)", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, "admin@celestial.example");

  test("show a draft to someone signed out, uncached and unindexed; a changed link shows nothing", async () => {
    const created = await admin.post("/admin/posts", { intent: "create" });
    const id = created.headers.get("location")?.split("/").pop() ?? "";
    await admin.post(`/admin/posts/${id}`, { ...ready(), intent: "save" });
    const editor = documentOf(await (await app.get(`/admin/posts/${id}`, admin.cookie)).text());
    const link = editor.querySelector<HTMLAnchorElement>('a[href*="/blog/preview/"]')?.href ?? "";
    const path = new URL(link).pathname + new URL(link).search;

    const preview = await app.fetch(path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    const html = await preview.text();
    expect(html).toContain("First words of the post.");
    expect(html).toContain('content="noindex"');

    const tampered = path.replace(/expires=\d+/, "expires=9999999999");
    expect((await app.fetch(tampered)).status).toBe(404);
    // The draft itself is not on the blog.
    expect((await app.fetch("/blog/launch-notes")).status).toBe(404);
  });
});
