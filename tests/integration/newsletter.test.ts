import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { outbox } from "#app/.server/db/schema.ts";
import { signLink } from "#app/.server/link-signing.ts";
import { confirmToken } from "#app/.server/newsletter/tokens.ts";
import { engines } from "#tests/support/database.ts";
import { parsePage } from "#tests/support/html.ts";
import { latestMailTo, linkIn } from "#tests/support/outbox.ts";
import { freshAddress, postFrom } from "#tests/support/public-forms.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("the newsletter on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  const post = (path: string, fields: Record<string, string>, address?: string) =>
    postFrom(app)(path, fields, address);

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
      const [pending] = await rowsWhere(app, newsletterSubscribers, { email });
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

    test("a confirmation link older than 7 days confirms nothing and says it has expired", async () => {
      const email = "late.reader@example.com";
      expect((await subscribe({ email })).status).toBe(202);
      const [row] = await rowsWhere(app, newsletterSubscribers, { email });
      const id = row?.id ?? "";
      const secrets = app.services.linkSecrets;
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
      const stale = confirmToken(secrets, id, eightDaysAgo);
      // A link mailed before links carried their time cannot be dated: it counts as expired.
      const undated = `${id}.${signLink(secrets, "newsletter-confirm", id)}`;
      for (const token of [stale, undated]) {
        const response = await postForm(app, "/newsletter/confirm", { token });
        expect(response.headers.get("location")).toBe("/newsletter/confirm?status=expired");
      }
      const [still] = await rowsWhere(app, newsletterSubscribers, { email });
      expect(still?.state).toBe("pending");
      expect((await latestMailTo(app.services.db, email))?.subject).toBe(
        "Confirm your Stellar Dispatch subscription",
      );

      const page = await (await app.fetch("/newsletter/confirm?status=expired")).text();
      expect(page).toContain("This confirmation link has expired");
      expect(page).toContain("Sign up again and we will send you a new one.");
      expect(page).toContain('href="/newsletter"');
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
      const rows = await rowsWhere(app, newsletterSubscribers, { email });
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
      const rows = await rowsWhere(app, newsletterSubscribers, { email: "bot@example.com" });
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
      const [row] = await rowsWhere(app, newsletterSubscribers, { email: "nojs@example.com" });
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

    test("past the limit, the form without JavaScript goes back with the message, not a bare text", async () => {
      const address = freshAddress();
      const fields = { source: "stellar_dispatch", returnTo: "/newsletter" };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const sent = await post(
          "/resources/newsletter",
          { ...fields, email: `nojs${attempt}@example.com` },
          address,
        );
        expect(sent.status).toBe(303);
      }
      const limited = await post(
        "/resources/newsletter",
        { ...fields, email: "nojs9@example.com" },
        address,
      );
      expect(limited.status).toBe(303);
      expect(limited.headers.get("location")).toBe("/newsletter");
      const cookie = limited.headers.get("set-cookie")?.split(";")[0] ?? "";
      const html = await (await app.fetch("/newsletter", { headers: { cookie } })).text();
      expect(html).toContain("Too many submissions from here");
      expect(parsePage(html).getByDisplayValue("nojs9@example.com").tagName).toBe("INPUT");
    });

    test("a refused address without JavaScript comes back in the field with the message", async () => {
      const response = await post("/resources/newsletter", {
        email: "not-an-address",
        source: "stellar_dispatch",
        returnTo: "/newsletter",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/newsletter");
      const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
      const html = await (await app.fetch("/newsletter", { headers: { cookie } })).text();
      expect(parsePage(html).getByDisplayValue("not-an-address").tagName).toBe("INPUT");
      expect(html).toContain("Please enter a valid email address");
      // Shown once: the next visit starts empty.
      expect(await (await app.fetch("/newsletter")).text()).not.toContain("not-an-address");
    });
  });
});
