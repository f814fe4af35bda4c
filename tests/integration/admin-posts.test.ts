import { describe, expect, test } from "vitest";
import { posts } from "#app/.server/db/posts-schema.ts";
import { engines } from "#tests/support/database.ts";
import { documentOf } from "#tests/support/html.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("the admin's list of posts (%s)", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, "admin@celestial.example");

  /** The list's rows as [title, status, category]. */
  const rowsAt = async (path: string) => {
    const response = await app.get(path, admin.cookie);
    expect(response.status).toBe(200);
    const doc = documentOf(await response.text());
    const rows = [...doc.querySelectorAll("main tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].slice(0, 3).map((cell) => cell.firstChild?.textContent),
    );
    return { doc, rows };
  };

  test("lists every post with its status, drafts too, and the sidebar leads to it", async () => {
    await app.database.db.insert(posts).values({
      slug: "notes-on-a-draft",
      title: "Notes on a Draft",
      excerpt: "A post that is still being written, seen only by admins.",
      category: "Culture",
      authorName: "Star Chronicles Editors",
      body: { type: "doc", content: [] },
    });
    const { doc, rows } = await rowsAt("/admin/posts");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(["Notes on a Draft", "Draft", "Culture"]);
    expect(rows).toContainEqual(["The Future of Tech Is Femme", "Published", "Tech"]);
    // A published post links to its page; a draft has no public page to link to.
    expect(doc.querySelector('main tbody a[href="/blog/future-of-tech-is-femme"]')).not.toBeNull();
    expect(doc.querySelector('main tbody a[href="/blog/notes-on-a-draft"]')).toBeNull();
    const current = doc.querySelector('nav a[aria-current="page"]');
    expect(current?.getAttribute("href")).toBe("/admin/posts");
  });

  test("filters by words of the title or address, status and category", async () => {
    expect((await rowsAt("/admin/posts?q=HACKATHON")).rows).toEqual([
      ["Hackathon Chronicles: 48 Hours", "Published", "Business"],
    ]);
    expect((await rowsAt("/admin/posts?q=cirkyt-sports")).rows).toHaveLength(1);
    expect((await rowsAt("/admin/posts?status=draft")).rows).toEqual([
      ["Notes on a Draft", "Draft", "Culture"],
    ]);
    expect((await rowsAt("/admin/posts?category=Tech&status=published")).rows).toEqual([
      ["The Future of Tech Is Femme", "Published", "Tech"],
    ]);
    // Wildcards are words like any other.
    const none = await rowsAt("/admin/posts?q=%25_");
    expect(none.rows).toEqual([]);
    expect(none.doc.querySelector("main")?.textContent).toContain("No post matches these filters.");
  });
});
