import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { pushSubscriptions } from "#app/.server/db/notifications-schema.ts";
import { users } from "#app/.server/db/schema.ts";
import { deliverPush } from "#app/.server/notifications/push-channel.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { useAppWithFakePush } from "#tests/support/fake-push.ts";
import {
  bookConsultation,
  mailsTo,
  pushesTo,
  setNotificationToggles,
  subscribeBrowser,
} from "#tests/support/notifications.ts";
import { formCases } from "#tests/support/public-forms.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";

const ADMIN = "admin@celestial.example";
const MEMBER = "partner@celestial.example";
const DAY = 24 * 60 * 60_000;

describe.each(engines)("push subscriptions and unsubscribing on %s", (engine) => {
  const { app, push } = useAppWithFakePush(engine);

  const storedEndpoints = async () =>
    (await app.services.db.select().from(pushSubscriptions)).map((row) => row.endpoint);

  test("only a signed-in member subscribes, only while push is on, only to a push service", async () => {
    await setNotificationToggles(app, { email: true, push: false });
    expect((await subscribeBrowser(app, "", push.endpoint())).response.status).toBe(401);
    const cookie = await signInAs(app, MEMBER);
    expect((await subscribeBrowser(app, cookie, push.endpoint())).response.status).toBe(409);
    await setNotificationToggles(app, { email: true, push: true });
    for (const endpoint of [
      "http://push.example.com/x",
      "https://10.0.0.7/x",
      "not a url",
      "http://127.0.0.1:9/push",
      "https://127.0.0.1.nip.io/push",
      "https://fcm.googleapis.com.attacker.example/push",
      "https://db.internal/push",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ]) {
      const refused = await subscribeBrowser(app, cookie, endpoint);
      expect(refused.response.status, endpoint).toBe(400);
    }
    const browser = await subscribeBrowser(app, cookie, push.endpoint());
    expect(browser.response.status).toBe(200);
    expect(await storedEndpoints()).toContain(browser.endpoint);
    const off = await app.fetch("/resources/push-subscription", {
      method: "POST",
      headers: { origin: app.url, cookie, "content-type": "application/json" },
      body: JSON.stringify({ intent: "unsubscribe", endpoint: browser.endpoint }),
    });
    expect(off.status).toBe(200);
    expect(await storedEndpoints()).not.toContain(browser.endpoint);
  });

  test("a member keeps at most 10 browsers: an eleventh subscription replaces the oldest", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    const cookie = await signInAs(app, "enterprise@celestial.example");
    const endpoints: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const browser = await subscribeBrowser(app, cookie, push.endpoint());
      expect(browser.response.status).toBe(200);
      endpoints.push(browser.endpoint);
    }
    const stored = await storedEndpoints();
    expect(stored).not.toContain(endpoints[0]);
    for (const endpoint of endpoints.slice(1)) expect(stored).toContain(endpoint);
  });

  test("a slow push service gets several messages at once, not one after another", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    const cookie = await signInAs(app, "intern@celestial.example");
    const [member] = await app.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "intern@celestial.example"));
    const browsers = [];
    for (let n = 0; n < 4; n += 1)
      browsers.push(await subscribeBrowser(app, cookie, push.endpoint()));
    push.answerAfter(1_000);
    let mostAtOnce = 0;
    try {
      await deliverPush(app.services, [member?.id ?? ""], { title: "t", body: "b", url: "/" });
      mostAtOnce = push.mostAtOnce();
    } finally {
      push.answerAfter(0);
    }
    for (const browser of browsers) expect(push.to(browser.endpoint)).toHaveLength(1);
    expect(mostAtOnce).toBe(4);
  });

  test("past 20 changes an hour from one address, the route answers 429", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    const cookie = await signInAs(app, "management@celestial.example");
    const address = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const response = await app.fetch("/resources/push-subscription", {
        method: "POST",
        headers: { origin: app.url, cookie, "content-type": "application/json", ...address },
        body: JSON.stringify({ intent: "unsubscribe", endpoint: push.endpoint() }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test("admins hear of new bookings, form submissions and orders; a gone subscription is removed", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    const admin = await signInAs(app, ADMIN);
    const live = await subscribeBrowser(app, admin, push.endpoint());
    const gone = await subscribeBrowser(app, admin, push.endpoint());
    const expired = await subscribeBrowser(app, admin, push.endpoint());
    push.answer(gone.endpoint, 410);
    push.answer(expired.endpoint, 404);

    await bookConsultation(app, { email: "guest@example.com", scheduledDate: weekdayAhead(25, 0) });
    const contact = formCases[0];
    if (!contact) throw new Error("no contact form case");
    await postForm(app, contact.path, contact.valid);
    const order = await postForm(app, "/checkout", {
      email: "buyer@example.com",
      cardholderName: "Ada Buyer",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvv: "123",
      idempotencyKey: randomUUID(),
      lines: JSON.stringify([{ id: "wellness-guide", quantity: 1, price: 49 }]),
    });
    expect(order.status).toBe(302);
    await app.services.jobs.runDueJobs(new Date());

    expect(pushesTo(push, live)).toEqual([
      expect.objectContaining({ title: "New booking", url: "/admin/bookings" }),
      expect.objectContaining({ url: "/admin/submissions?type=contact" }),
      { title: "New order", body: "An order of $49.00 was paid.", url: "/admin/orders" },
    ]);
    expect(push.to(gone.endpoint)).toHaveLength(1);
    const stored = await storedEndpoints();
    expect(stored).toContain(live.endpoint);
    expect(stored).not.toContain(gone.endpoint);
    expect(stored).not.toContain(expired.endpoint);
  });

  test("one click on the mail's unsubscribe header stops activity mail, without a session", async () => {
    await setNotificationToggles(app, { email: true, push: false });
    const email = `member-${randomUUID().slice(0, 8)}@example.com`;
    const booking = await bookConsultation(app, { email, scheduledDate: weekdayAhead(25, 1) });
    await app.services.jobs.runDueJobs(new Date(booking.startsAt.getTime() - DAY));
    const [reminder] = await mailsTo(app, email, "Reminder:");
    const header = reminder?.headers["List-Unsubscribe"] ?? "";
    const url = header.slice(1, -1);
    expect(url.startsWith(`${app.url}/notifications/unsubscribe?`)).toBe(true);

    const forged = url.replace(/email=[^&]+/, "email=someone.else%40example.com");
    const refused = await fetch(forged, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(400);
    // Opening the link (as mail scanners do) changes nothing.
    expect((await fetch(url)).status).toBe(200);
    const oneClick = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    const next = await bookConsultation(app, { email, scheduledDate: weekdayAhead(25, 2) });
    await app.services.jobs.runDueJobs(new Date(next.startsAt.getTime() - DAY));
    expect(await mailsTo(app, email, "Reminder:")).toHaveLength(1);
    // The booking's own confirmation is not activity mail and still arrives.
    expect(await mailsTo(app, email, "Your Team consultation is booked")).toHaveLength(2);
  });

  test("a member turns activity e-mail off and on again on the profile", async () => {
    const cookie = await signInAs(app, MEMBER);
    const save = (fields: Record<string, string>) =>
      postForm(app, "/profile", { intent: "email-notifications", ...fields }, { cookie });
    expect((await save({})).status).toBe(302);
    expect(await app.fetch("/profile", { headers: { cookie } }).then((r) => r.text())).toMatch(
      /<input[^>]*type="checkbox"[^>]*name="activityEmails"(?![^>]*checked)[^>]*>/,
    );
    expect((await save({ activityEmails: "on" })).status).toBe(302);
    const html = await app.fetch("/profile", { headers: { cookie } }).then((r) => r.text());
    expect(html).toMatch(/<input[^>]*name="activityEmails"[^>]*checked/);
    expect(html).toContain("Notifications");
  });

  test("the e-mail toggle and the push toggle act alone", async () => {
    await setNotificationToggles(app, { email: false, push: true });
    const cookie = await signInAs(app, MEMBER);
    const browser = await subscribeBrowser(app, cookie, push.endpoint());
    const booking = await bookConsultation(
      app,
      { email: MEMBER, scheduledDate: weekdayAhead(25, 3) },
      cookie,
    );
    await app.services.jobs.runDueJobs(new Date(booking.startsAt.getTime() - DAY));
    expect(await mailsTo(app, MEMBER, "Reminder:")).toHaveLength(0);
    expect(pushesTo(push, browser).map((message) => message.title)).toEqual([
      "Your consultation is tomorrow",
    ]);
    const rows = await rowsWhere(app, pushSubscriptions, { endpoint: browser.endpoint });
    expect(rows).toHaveLength(1);
  });
});
