import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  chronicleSubmissions,
  contactMessages,
  leadershipApplications,
  newsletterSubscribers,
  outbox,
  partnershipRequests,
  risingStarNominations,
} from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import { latestMailTo, linkIn } from "#tests/support/outbox.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

/** React escapes quotes in text; the messages are compared as a person reads them. */
const readable = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

let addressCounter = 0;
/** Each test acts from its own address (TRUST_PROXY), so one test's rate limit spares the next. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

/** Forms whose document gives one message for every missing field. */
const allSay = (message: string, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, message]));
const FILL_IN = "Please fill in all required fields";

type FormCase = {
  name: string;
  path: string;
  table:
    | typeof contactMessages
    | typeof chronicleSubmissions
    | typeof partnershipRequests
    | typeof leadershipApplications
    | typeof risingStarNominations;
  valid: Record<string, string>;
  /** Each required field and the exact message its absence gives. */
  required: Record<string, string>;
  honeypot: string;
  /** A field given a value of the wrong kind, and the message it gives. */
  wrong: [string, string, string];
  /** A field made too long, and the message it gives. */
  tooLong: [string, string, string];
  successPath: string;
};

const cases: FormCase[] = [
  {
    name: "contact (general support)",
    path: "/communication-beacon?inquiry=general",
    table: contactMessages,
    valid: {
      inquiry: "general",
      fullName: "Nova Testwell",
      email: "nova@example.com",
      subject: "Ada Key access",
      category: "access",
      message: "My Ada Key does not open the vault.",
    },
    required: {
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      subject: "Please enter a subject",
      category: "Please choose a category",
      message: "Please describe how we can help",
    },
    honeypot: "website",
    wrong: ["category", "refund-me", "Please choose a category"],
    tooLong: ["subject", "x".repeat(201), "The subject must be at most 200 characters"],
    successPath: "/communication-beacon?sent=1",
  },
  {
    name: "contact (press)",
    path: "/contact?inquiry=press",
    table: contactMessages,
    valid: {
      inquiry: "press",
      fullName: "Orion Pressman",
      organization: "The Daily Nebula",
      roleTitle: "Editor",
      email: "orion@example.com",
      phone: "+1 555 0100",
      topic: "interview",
      message: "Interview about the academy, deadline Friday.",
    },
    required: {
      fullName: "Please enter your full name",
      organization: "Please enter your media outlet",
      roleTitle: "Please enter your title or role",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
      topic: "Please choose a request type",
      message: "Please tell us the details and your deadline",
    },
    honeypot: "website",
    wrong: ["phone", "call me maybe", "Please enter a valid phone number"],
    tooLong: ["fullName", "x".repeat(121), "Your full name must be at most 120 characters"],
    successPath: "/contact?sent=1",
  },
  {
    name: "chronicle",
    path: "/submit-chronicle",
    table: chronicleSubmissions,
    valid: {
      name: "Lyra Storyteller",
      email: "lyra@example.com",
      title: "From Lagos to the launchpad",
      story: "It started with a borrowed laptop.",
      category: "social-impact",
    },
    required: allSay(FILL_IN, ["name", "email", "title", "story"]),
    honeypot: "website",
    wrong: ["category", "gossip", "Please choose a category"],
    tooLong: ["title", "x".repeat(201), "The title must be at most 200 characters"],
    successPath: "/submit-chronicle?submitted=1",
  },
  {
    name: "partnership",
    path: "/partnership-form",
    table: partnershipRequests,
    valid: {
      companyName: "Andromeda Labs",
      contactName: "Vega Partner",
      email: "vega@example.com",
      partnershipType: "integration",
      industry: "ai",
      timeline: "short",
      budget: "revenue-share",
      website: "https://andromeda.example",
    },
    required: allSay("Missing Information: Please fill in all required fields.", [
      "companyName",
      "contactName",
      "email",
      "partnershipType",
    ]),
    honeypot: "homepage",
    wrong: ["budget", "a-lot", "Please choose a budget"],
    tooLong: ["companyName", "x".repeat(201), "The company name must be at most 200 characters"],
    successPath: "/partnership-form?submitted=1",
  },
  {
    name: "leadership",
    path: "/leadership-application",
    table: leadershipApplications,
    valid: {
      firstName: "Altair",
      lastName: "Leader",
      email: "altair@example.com",
      leadershipRole: "community-manager",
      availability: "part-time",
      portfolio: "https://altair.example/work",
    },
    required: allSay(FILL_IN, ["firstName", "lastName", "email", "leadershipRole"]),
    honeypot: "website",
    wrong: ["portfolio", "javascript:alert(1)", "Please enter a full web address (https://...)"],
    tooLong: ["firstName", "x".repeat(81), "Your first name must be at most 80 characters"],
    successPath: "/leadership-application?submitted=1",
  },
  {
    name: "nomination",
    path: "/rising-star-nomination",
    table: risingStarNominations,
    valid: {
      nomineeName: "Sirius Rising",
      nomineeEmail: "sirius@example.com",
      category: "STEM Education",
      nominatorName: "Deneb Friend",
      nominatorEmail: "deneb@example.com",
      achievements: "Built a robotics club for 200 students.",
      why: "She lifts everyone around her.",
      impact: "Three alumni now study engineering.",
      submittedAt: "2026-11-20T10:00:00.000Z",
    },
    required: {
      nomineeName: "Please enter the nominee's name",
      nomineeEmail: "Please enter the nominee's email address",
      category: "Please choose a category",
      nominatorName: "Please enter your name",
      nominatorEmail: "Please enter your email address",
      achievements: "Please describe their key achievements",
      why: "Please tell us why they deserve recognition",
      impact: "Please describe their impact and leadership",
    },
    honeypot: "website",
    wrong: ["submittedAt", "yesterday", "submittedAt must be an ISO timestamp"],
    tooLong: [
      "why",
      "x".repeat(5001),
      "Why they deserve recognition must be at most 5000 characters",
    ],
    successPath: "/rising-star-nomination?submitted=1",
  },
];

describe.each(engines)("the public forms on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (path: string, fields: Record<string, string>, address = freshAddress()) =>
    postForm(app, path, fields, { headers: { "x-forwarded-for": address } });
  const rowsOf = async (table: FormCase["table"]) =>
    (await app.services.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  describe.each(cases)("$name", (form) => {
    test("renders on the server with a label for every field", async () => {
      const response = await app.fetch(form.path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const id of html.matchAll(/<(?:input|select|textarea)[^>]*\bid="([^"]+)"/g)) {
        expect(html).toContain(`for="${id[1]}"`);
      }
    });

    test("a valid submission is stored and redirects to the success state", async () => {
      const before = await rowsOf(form.table);
      const response = await post(form.path, form.valid);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(form.successPath);
      expect(await rowsOf(form.table)).toBe(before + 1);
    });

    test("each missing required field gives its exact message and 400", async () => {
      const before = await rowsOf(form.table);
      for (const [field, message] of Object.entries(form.required)) {
        const { [field]: _dropped, ...rest } = form.valid;
        const response = await post(form.path, rest);
        expect(response.status, field).toBe(400);
        expect(readable(await response.text()), field).toContain(message);
      }
      expect(await rowsOf(form.table)).toBe(before);
    });

    test("a wrong value or an over-long one is refused with its message", async () => {
      for (const [field, value, message] of [form.wrong, form.tooLong]) {
        const response = await post(form.path, { ...form.valid, [field]: value });
        expect(response.status, field).toBe(400);
        expect(readable(await response.text()), field).toContain(message);
      }
    });

    test("a filled honeypot gets the normal answer and stores nothing", async () => {
      const before = await rowsOf(form.table);
      const response = await post(form.path, { ...form.valid, [form.honeypot]: "spam.example" });
      expect(response.headers.get("location")).toBe(form.successPath);
      expect(await rowsOf(form.table)).toBe(before);
    });

    test("the sixth submission from one address within 10 minutes gets 429", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post(form.path, form.valid, address)).status).toBe(303);
      }
      const limited = await post(form.path, form.valid, address);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Too many submissions from here");
    });
  });

  test("a body that is not a form gets 4xx, never 5xx", async () => {
    const paths = [...cases.map((form) => form.path), "/resources/newsletter"];
    for (const path of paths) {
      for (const [type, body] of [
        ["application/json", '{"email":"x@example.com"}'],
        ["multipart/form-data; boundary=broken", "not multipart"],
      ]) {
        const response = await app.fetch(path, {
          method: "POST",
          headers: {
            "content-type": type ?? "",
            origin: app.url,
            "x-forwarded-for": freshAddress(),
          },
          body,
        });
        expect(response.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
  });

  test("what visitors type is escaped when shown back", async () => {
    const response = await post("/submit-chronicle", {
      name: "<script>alert(1)</script>",
      email: "not-an-email",
      title: "t",
      story: "s",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  test("/support opens the contact page with the general-support form", async () => {
    const response = await app.fetch("/support");
    expect(response.headers.get("location")).toBe("/communication-beacon?inquiry=general");
    const html = await (await app.fetch("/communication-beacon?inquiry=general")).text();
    expect(html).toContain("General Support Request");
    expect(html).toContain('rows="6"');
    expect(html).toContain(`<link rel="canonical" href="${app.url}/communication-beacon"`);
  });

  test("the contact confirmation shows the Signal Received card with the operations address", async () => {
    const html = await (await app.fetch("/communication-beacon?sent=1")).text();
    expect(html).toContain("Signal Received");
    expect(html).toContain("within 24 hours");
    expect(html).toContain("operations@celestial.example");
  });

  test("the team is told about a nomination without echoing what was typed", async () => {
    await post("/rising-star-nomination", {
      ...cases[5]?.valid,
      nomineeName: "Unique Nominee Name 42",
    });
    const mail = await latestMailTo(app.services.db, "operations@celestial.example");
    expect(mail?.subject).toBe("New Rising Star nomination");
    expect(mail?.text).not.toContain("Unique Nominee Name 42");
    const [row] = await app.services.db
      .select()
      .from(risingStarNominations)
      .where(eq(risingStarNominations.nomineeName, "Unique Nominee Name 42"));
    expect(row?.submittedAt.toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });

  describe("the nomination JSON endpoint", () => {
    const endpoint = "/api/functions/send-rising-star-nomination";
    const send = (body: string, contentType = "application/json", address = freshAddress()) =>
      app.fetch(endpoint, {
        method: "POST",
        headers: { "content-type": contentType, origin: app.url, "x-forwarded-for": address },
        body,
      });

    test("accepts the page's fields as JSON", async () => {
      const response = await send(JSON.stringify(cases[5]?.valid));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    });

    test("answers bad input with 4xx { error }, never 5xx", async () => {
      const bodies: [string, string?][] = [
        ["{}"],
        ["not json"],
        ["[1,2]"],
        ["null"],
        [JSON.stringify({ ...cases[5]?.valid, category: "Best Vibes" })],
        [JSON.stringify({ ...cases[5]?.valid, nomineeName: 42 })],
        [JSON.stringify({ ...cases[5]?.valid, why: "x".repeat(6000) })],
        [JSON.stringify(cases[5]?.valid), "text/plain"],
      ];
      for (const [body, type] of bodies) {
        const response = await send(body, type);
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
        expect(typeof (await response.json()).error).toBe("string");
      }
    });
  });

  describe("the admin inbox", () => {
    const get = (path: string, cookie?: string) =>
      app.fetch(path, cookie ? { headers: { cookie } } : undefined);

    test("is for admins only, page, CSV and status changes alike", async () => {
      const anonymous = await get("/admin/submissions");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/auth/);
      const client = await signInAs(app, "client@celestial.example");
      expect((await get("/admin/submissions", client)).status).toBe(403);
      expect((await get("/admin/submissions.csv", client)).status).toBe(403);
      const change = await postForm(
        app,
        "/admin/submissions",
        { type: "contact", id: "00000000-0000-4000-8000-000000000000", status: "spam" },
        { cookie: client },
      );
      expect(change.status).toBe(403);
    });

    test("lists every type newest first, filters, searches, marks and exports", async () => {
      const admin = await signInAs(app, "admin@celestial.example");
      for (const form of cases) await post(form.path, form.valid);
      await postForm(app, "/resources/newsletter", { email: "inbox-reader@example.com" });
      await post("/submit-chronicle", {
        name: '=HYPERLINK("http://evil.example")',
        email: "formula@example.com",
        title: "<b>Inbox escape test</b>",
        story: 'A story with a "quote", a comma and\na new line.',
      });
      await post("/leadership-application", { ...cases[4]?.valid, email: "newest@example.com" });

      const all = await (await get("/admin/submissions", admin)).text();
      for (const label of [
        "Contact",
        "Chronicle",
        "Partnership",
        "Leadership",
        "Nomination",
        "Newsletter",
      ]) {
        expect(all).toContain(`>${label}</span>`);
      }
      expect(all.indexOf("newest@example.com")).toBeLessThan(all.indexOf("formula@example.com"));
      expect(all).toContain("&lt;b&gt;Inbox escape test&lt;/b&gt;");
      expect(all).not.toContain("<b>Inbox escape test</b>");

      const chronicles = await (await get("/admin/submissions?type=chronicle", admin)).text();
      expect(chronicles).toContain("formula@example.com");
      expect(chronicles).not.toContain("newest@example.com");

      const found = await (await get("/admin/submissions?q=FORMULA%40example", admin)).text();
      expect(found).toContain("formula@example.com");
      expect(found).not.toContain("newest@example.com");
      const literal = await (await get("/admin/submissions?q=%25", admin)).text();
      expect(literal).toContain("Nothing matches this filter.");

      const [row] = await app.services.db
        .select({ id: chronicleSubmissions.id })
        .from(chronicleSubmissions)
        .where(eq(chronicleSubmissions.email, "formula@example.com"));
      const marked = await postForm(
        app,
        "/admin/submissions?type=chronicle",
        { type: "chronicle", id: row?.id ?? "", status: "spam" },
        { cookie: admin },
      );
      expect(marked.status).toBe(303);
      expect(marked.headers.get("location")).toBe("/admin/submissions?type=chronicle");
      const spam = await (await get("/admin/submissions?status=spam", admin)).text();
      expect(spam).toContain("formula@example.com");
      const fresh = await (await get("/admin/submissions?status=new&type=chronicle", admin)).text();
      expect(fresh).not.toContain("formula@example.com");
      const bad = await postForm(
        app,
        "/admin/submissions",
        { type: "chronicle", id: row?.id ?? "", status: "deleted" },
        { cookie: admin },
      );
      expect(bad.status).toBe(400);

      const csvResponse = await get("/admin/submissions.csv?status=spam", admin);
      expect(csvResponse.headers.get("content-type")).toContain("text/csv");
      const csv = await csvResponse.text();
      expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
      expect(csv).not.toContain("newest@example.com");
      expect(csv.split("\r\n")[0]).toBe(
        '"Type","Id","Status","Received (UTC)","Name","Email","Summary","Details"',
      );
    });
  });

  describe("the newsletter", () => {
    const subscribe = (body: unknown, address = freshAddress()) =>
      app.fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: app.url,
          "x-forwarded-for": address,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });

    test("the page renders the Stellar Dispatch signup", async () => {
      const html = await (await app.fetch("/newsletter")).text();
      expect(html).toContain("Stellar Dispatch");
      expect(html).toContain("Email address");
    });

    test("subscribe, confirm, welcome, unsubscribe", async () => {
      const email = "star.reader@example.com";
      const response = await subscribe({ email, interests: ["tech_guides", "newsletter"] });
      expect(response.status).toBe(202);
      const confirmMail = await latestMailTo(app.services.db, email);
      expect(confirmMail?.subject).toBe("Confirm your Stellar Dispatch subscription");
      expect(confirmMail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(confirmMail?.headers["List-Unsubscribe"]).toMatch(
        /^<http.*\/newsletter\/unsubscribe\?token=.+>$/,
      );
      expect(confirmMail?.text).toContain("/newsletter/unsubscribe?token=");

      // Opening the link confirms nothing: a mail scanner only GETs.
      const confirmPath = linkIn(confirmMail?.text ?? "", app.url);
      expect((await app.fetch(confirmPath)).status).toBe(200);
      const [pending] = await app.services.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(pending).toMatchObject({ state: "pending", source: "stellar_dispatch" });
      expect(pending?.interests).toEqual(["tech_guides", "newsletter"]);

      const token = new URL(confirmPath, app.url).searchParams.get("token") ?? "";
      const confirmed = await postForm(app, "/newsletter/confirm", { token });
      expect(confirmed.headers.get("location")).toBe("/newsletter/confirm?status=confirmed");
      const welcome = await latestMailTo(app.services.db, email);
      expect(welcome?.subject).toBe("Welcome to Stellar Dispatch!");
      expect(welcome?.headers["List-Unsubscribe"]).toBeDefined();

      // One click, as a mail client does it: a POST to the header's URL, no Origin.
      const unsubscribeUrl = welcome?.headers["List-Unsubscribe"]?.slice(1, -1) ?? "";
      const oneClick = await fetch(unsubscribeUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      const [ended] = await app.services.db
        .select({ state: newsletterSubscribers.state })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(ended?.state).toBe("unsubscribed");
      // The old confirmation link cannot undo the unsubscribe.
      await postForm(app, "/newsletter/confirm", { token });
      const [still] = await app.services.db
        .select({ state: newsletterSubscribers.state })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(still?.state).toBe("unsubscribed");
    });

    test("a forged token confirms and unsubscribes nothing", async () => {
      const forged = "00000000-0000-0000-0000-000000000000.forged-signature";
      const response = await postForm(app, "/newsletter/confirm", { token: forged });
      expect(response.headers.get("location")).toBe("/newsletter/confirm?status=invalid");
    });

    test("subscribing again gets the same answer and no second row", async () => {
      const email = "twice@example.com";
      const first = await subscribe({ email, source: "celestial_collective" });
      const second = await subscribe({ email: "TWICE@example.com" });
      expect(second.status).toBe(first.status);
      expect(await second.json()).toEqual(await first.json());
      const rows = await app.services.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.source).toBe("celestial_collective");
    });

    test("bad input gets 400 with the document's messages", async () => {
      const cases: [unknown, string][] = [
        [{}, "Please enter your email address"],
        [{ email: "" }, "Please enter your email address"],
        [{ email: "no at sign" }, "Please enter a valid email address"],
        [{ email: "a@b" }, "Please enter a valid email address"],
      ];
      for (const [body, message] of cases) {
        const response = await subscribe(body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: message });
      }
      for (const body of [
        { email: 42 },
        { email: "ok@example.com", interests: "newsletter" },
        { email: "ok@example.com", interests: ["crypto_tips"] },
        { email: "ok@example.com", source: "elsewhere" },
        "not json",
        "[]",
      ]) {
        const response = await subscribe(body);
        expect(response.status).toBe(400);
        expect(typeof (await response.json()).error).toBe("string");
      }
    });

    test("a honeypot sign-up is answered normally and stores nothing", async () => {
      const response = await subscribe({ email: "bot@example.com", website: "http://spam" });
      expect(response.status).toBe(202);
      const rows = await app.services.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "bot@example.com"));
      expect(rows).toEqual([]);
    });

    test("the sixth sign-up from one address gets 429", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await subscribe({ email: `reader${attempt}@example.com` }, address)).status).toBe(
          202,
        );
      }
      const limited = await subscribe({ email: "reader9@example.com" }, address);
      expect(limited.status).toBe(429);
      expect(typeof (await limited.json()).error).toBe("string");
    });

    test("the form without JavaScript posts, redirects back and shows the welcome", async () => {
      const response = await post("/resources/newsletter", {
        email: "nojs@example.com",
        source: "stellar_dispatch",
        interests: "early_access",
        returnTo: "/newsletter",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/newsletter?subscribed=1");
      const [row] = await app.services.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "nojs@example.com"));
      expect(row?.interests).toEqual(["early_access"]);
      const html = await (await app.fetch("/newsletter?subscribed=1")).text();
      expect(html).toContain("Welcome to Stellar Dispatch!");
      const mails = await app.services.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, "nojs@example.com"))
        .orderBy(desc(outbox.createdAt));
      expect(mails).toHaveLength(1);
    });
  });
});
