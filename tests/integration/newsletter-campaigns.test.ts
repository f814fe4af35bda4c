import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { campaignDeliveries, newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { engines } from "#tests/support/database.ts";
import { figure } from "#tests/support/html.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { type SunkMail, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

/** A sunk mail's source with quoted-printable undone, to read links and headers from. */
const decoded = (mail: SunkMail | undefined) =>
  (mail?.data ?? "")
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const BODY = JSON.stringify({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "New guides are in the " },
        { type: "text", text: "shop", marks: [{ type: "link", attrs: { href: "/shop" } }] },
        { type: "text", text: " and " },
        {
          type: "text",
          text: "elsewhere",
          marks: [{ type: "link", attrs: { href: "https://other.example/page" } }],
        },
        { type: "text", text: " <b>not markup</b>." },
      ],
    },
  ],
});

describe.each(engines)("newsletter campaigns on %s", (engine) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink((to) => {
      if (to === "bounce@example.com") return "550 5.1.1 no such mailbox";
      if (to === "later@example.com") return "451 4.3.0 try again later";
      return null;
    });
  });
  afterAll(() => sink.close());
  const app = useTestApp(engine, () => ({ SMTP_URL: sink.url, NEWSLETTER_RATE: "0" }));

  const addSubscriber = async (email: string, state: string, interests: string[]) => {
    await app.services.db
      .insert(newsletterSubscribers)
      .values({ email, state, interests, source: "stellar_dispatch" });
  };
  const subscriber = async (email: string) => {
    const [row] = await app.services.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  };
  const newCampaign = async (cookie: string, fields: Record<string, string> = {}) => {
    const created = await postForm(
      app,
      "/admin/newsletter/campaigns/new",
      { subject: "Guides of the month", previewText: "Three new guides", body: BODY, ...fields },
      { cookie },
    );
    expect(created.status).toBe(302);
    const path = created.headers.get("location") ?? "";
    expect(path).toMatch(/^\/admin\/newsletter\/campaigns\/[0-9a-f-]{36}$/);
    return path;
  };

  test("every campaign page and action answers 403 to a member", async () => {
    const admin = await signInAs(app, "admin@celestial.example");
    const path = await newCampaign(admin);
    const client = await signInAs(app, "client@celestial.example");
    for (const page of ["/admin/newsletter/campaigns", "/admin/newsletter/campaigns/new", path]) {
      expect((await app.get(page, client)).status, page).toBe(403);
    }
    for (const intent of ["save", "test", "send", "pause"]) {
      const response = await postForm(app, path, { intent, subject: "Hijack" }, { cookie: client });
      expect(response.status, intent).toBe(403);
    }
    expect(sink.to("client@celestial.example")).toEqual([]);
  });

  test("a campaign goes once to each confirmed subscriber of its audience, with one-click unsubscribe", async () => {
    const { db } = app.services;
    const settings = await getSiteSettings(db, app.services.config);
    await saveSiteSettings(db, { ...settings, postalAddress: "1 Orbit Way\nNova City" });
    const readers = ["reader1@example.com", "reader2@example.com", "reader3@example.com"];
    for (const email of readers) await addSubscriber(email, "confirmed", ["tech_guides"]);
    await addSubscriber("other.interest@example.com", "confirmed", ["community_updates"]);
    await addSubscriber("pending@example.com", "pending", ["tech_guides"]);
    await addSubscriber("left@example.com", "unsubscribed", ["tech_guides"]);
    await addSubscriber("blocked@example.com", "suppressed", ["tech_guides"]);
    await addSubscriber("bounce@example.com", "confirmed", ["tech_guides"]);
    await addSubscriber("later@example.com", "confirmed", ["tech_guides"]);

    const admin = await signInAs(app, "admin@celestial.example");
    const path = await newCampaign(admin, { interests: "tech_guides" });
    const editor = await (await app.get(path, admin)).text();
    expect(editor).toContain("Campaign text");

    const fields = { subject: "Guides of the month", body: BODY, interests: "tech_guides" };
    const tested = await postForm(app, path, { ...fields, intent: "test" }, { cookie: admin });
    expect(tested.status).toBe(302);
    const [testMail] = sink.to("admin@celestial.example");
    expect(testMail?.data).toContain("Subject: [Test] Guides of the month");
    expect(readers.flatMap((email) => sink.to(email))).toEqual([]);

    const sent = await postForm(app, path, { ...fields, intent: "send" }, { cookie: admin });
    expect(sent.status).toBe(302);
    const id = path.split("/").pop() ?? "";
    await app.services.jobs.runDueJobs();

    for (const email of readers) expect(sink.to(email), email).toHaveLength(1);
    for (const email of [
      "other.interest@example.com",
      "pending@example.com",
      "left@example.com",
      "blocked@example.com",
    ]) {
      expect(sink.to(email), email).toEqual([]);
    }
    const mail = decoded(sink.to("reader1@example.com")[0]);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail).toContain("1 Orbit Way");
    expect(mail).toContain("Celestial Collective");
    expect(mail).toContain("&#60;b&#62;not markup&#60;/b&#62;");
    const [campaign] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(mail).toContain(
      `/shop?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign?.slug}`,
    );
    expect(mail).toContain("https://other.example/page");
    expect(mail).not.toContain("other.example/page?utm");
    expect(mail).toContain(`/newsletter/campaigns/${campaign?.slug}`);

    // A permanent refusal suppresses the address; a temporary one waits for another try.
    expect((await subscriber("bounce@example.com"))?.state).toBe("suppressed");
    const [waiting] = await db
      .select()
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, id), eq(campaignDeliveries.state, "queued")));
    expect(waiting?.lastError).toContain("451");
    expect(waiting?.retryAt?.getTime()).toBeGreaterThan(Date.now());

    const view = await app.get(`/newsletter/campaigns/${campaign?.slug}`);
    expect(view.status).toBe(200);
    expect(await view.text()).toContain("Guides of the month");

    // The one-click unsubscribe works from the mail alone, with no session.
    const raw = (sink.to("reader1@example.com")[0]?.data ?? "").replace(/\r\n\s+/g, " ");
    const link = raw.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? "";
    const oneClick = await app.fetch(new URL(link).pathname + new URL(link).search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBeLessThan(400);
    expect((await subscriber("reader1@example.com"))?.state).toBe("unsubscribed");

    const report = await (await app.get(path, admin)).text();
    expect(figure(report, "Sent")).toBe(readers.length);
    expect(figure(report, "Waiting")).toBe(1);
    expect(figure(report, "Failed")).toBe(1);
    expect(figure(report, "Suppressed")).toBe(1);
    expect(figure(report, "Unsubscribed since")).toBe(1);
  });

  test("a send interrupted mid-way resumes without a second copy; maintenance mode holds it", async () => {
    const { db } = app.services;
    const readers = Array.from({ length: 6 }, (_, n) => `resume${n}@example.com`);
    for (const email of readers) await addSubscriber(email, "confirmed", ["early_access"]);
    const admin = await signInAs(app, "admin@celestial.example");
    const path = await newCampaign(admin, { interests: "early_access" });
    const id = path.split("/").pop() ?? "";

    const settings = await getSiteSettings(db, app.services.config);
    await saveSiteSettings(db, { ...settings, maintenanceMode: true });
    await postForm(
      app,
      path,
      { intent: "send", subject: "Guides of the month", body: BODY, interests: "early_access" },
      { cookie: admin },
    );
    await app.services.jobs.runDueJobs();
    expect(readers.flatMap((email) => sink.to(email))).toEqual([]);

    // As a process killed mid-send leaves it: two sent, one claimed and never finished.
    const rows = await db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, id));
    expect(rows).toHaveLength(readers.length);
    const [first, second, third] = rows;
    for (const row of [first, second]) {
      await db
        .update(campaignDeliveries)
        .set({ state: "sent", sentAt: new Date() })
        .where(eq(campaignDeliveries.id, row?.id ?? ""));
    }
    await db
      .update(campaignDeliveries)
      .set({ state: "sending", claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(campaignDeliveries.id, third?.id ?? ""));

    await saveSiteSettings(db, { ...settings, maintenanceMode: false });
    await app.services.jobs.runDueJobs(new Date(Date.now() + 61_000));
    const copies = readers.map((email) => sink.to(email).length);
    expect(copies.reduce((sum, n) => sum + n, 0)).toBe(readers.length - 2);
    expect(Math.max(...copies)).toBe(1);
    const [campaign] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(campaign?.status).toBe("sent");

    // Sending again changes nothing: the campaign is sent, and each delivery was marked once.
    const again = await postForm(app, path, { intent: "resume" }, { cookie: admin });
    expect(again.status).toBe(302);
    await app.services.jobs.runDueJobs(new Date(Date.now() + 120_000));
    expect(readers.map((email) => sink.to(email).length)).toEqual(copies);
  });

  test("a scheduled campaign starts at its time, not before", async () => {
    const { db } = app.services;
    await addSubscriber("scheduled.reader@example.com", "confirmed", ["community_updates"]);
    const admin = await signInAs(app, "admin@celestial.example");
    const path = await newCampaign(admin, { interests: "community_updates" });
    const id = path.split("/").pop() ?? "";
    const fields = { subject: "Later", body: BODY, interests: "community_updates" };
    const past = await postForm(
      app,
      path,
      { ...fields, intent: "schedule", scheduledFor: "2020-01-01T10:00", timeZone: "UTC" },
      { cookie: admin },
    );
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 10 * 60_000);
    const wall = at.toISOString().slice(0, 16);
    const scheduled = await postForm(
      app,
      path,
      { ...fields, intent: "schedule", scheduledFor: wall, timeZone: "UTC" },
      { cookie: admin },
    );
    expect(scheduled.status).toBe(302);
    await app.services.jobs.runDueJobs();
    expect(sink.to("scheduled.reader@example.com")).toEqual([]);
    await app.services.jobs.runDueJobs(new Date(at.getTime() + 60_000));
    await app.services.jobs.runDueJobs(new Date(at.getTime() + 60_000));
    expect(sink.to("scheduled.reader@example.com")).toHaveLength(1);
    const [campaign] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(campaign?.status).toBe("sent");
  });

  test("a campaign can send a published post, built from the post when it goes", async () => {
    const [post] = await app.services.db
      .select({ id: posts.id, slug: posts.slug, title: posts.title })
      .from(posts)
      .where(eq(posts.status, "published"))
      .limit(1);
    expect(post).toBeDefined();
    const admin = await signInAs(app, "admin@celestial.example");
    const path = await newCampaign(admin, { postId: post?.id ?? "", subject: "From the blog" });
    const before = sink.to("admin@celestial.example").length;
    await postForm(
      app,
      path,
      { intent: "test", subject: "From the blog", postId: post?.id ?? "" },
      { cookie: admin },
    );
    const mails = sink.to("admin@celestial.example");
    expect(mails).toHaveLength(before + 1);
    const mail = decoded(mails.at(-1));
    expect(mail).toContain("Subject: [Test] From the blog");
    expect(mail).toContain(`/blog/${post?.slug}?utm_source=newsletter`);
    expect(mail).toContain("Read it on the site");
  });
});
