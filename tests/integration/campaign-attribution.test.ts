import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { getCampaignReport } from "#app/.server/analytics/campaign-report.ts";
import { rollUpAnalytics } from "#app/.server/analytics/rollup.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import { campaignConversions } from "#app/.server/db/analytics-schema.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { confirmToken } from "#app/.server/newsletter/tokens.ts";
import { bookVisitor, weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { figure, parsePage } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { useStripeApp, useTestApp } from "#tests/support/use-test-app.ts";

/** Each test browses as a browser of its own: one agent is one visitor for the day. */
const agent = (name: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36 ${name}`;

/** A page view reported by the collection script, arriving from a campaign link. */
async function visitFromCampaign(app: TestApp, userAgent: string, campaign: string) {
  const response = await app.fetch("/api/event", {
    method: "POST",
    headers: { origin: app.url, "content-type": "text/plain", "user-agent": userAgent },
    body: JSON.stringify({
      kind: "pageview",
      url: `${app.url}/consultation?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
    }),
  });
  expect(response.status).toBe(202);
}

/** Books a consultation through the JSON endpoint as that browser; `day` keeps slots apart. */
async function bookAs(
  app: TestApp,
  email: string,
  day: number,
  headers: Record<string, string>,
): Promise<void> {
  const booked = await bookVisitor(app, { email, scheduledDate: weekdayAhead(21, day) }, headers);
  expect(booked.status).toBe(200);
}

const today = () => {
  const day = utcDay(new Date());
  return { from: day, to: day };
};

async function rowOf(app: TestApp, campaign: string) {
  const report = await getCampaignReport(app.services.db, today());
  return { row: report.campaigns.find((r) => r.campaign === campaign), report };
}

describe.each(engines)("campaign attribution with test payments on %s", (engine) => {
  const app = useTestApp(engine);

  test("a booking after a campaign visit, with the visit still in memory, counts for the campaign, its test payment apart from revenue", async () => {
    const ua = agent("Attributed/1");
    await visitFromCampaign(app, ua, "spring-test");
    // No flush here: the page view waits in the event buffer when the booking arrives.
    await bookAs(app, "spring.booker@example.com", 0, { "user-agent": ua });

    const { row } = await rowOf(app, "spring-test");
    const [booking] = await rowsWhere(app, consultationBookings, {
      email: "spring.booker@example.com",
    });
    expect(booking?.paymentMode).toBe("test");
    expect(booking?.priceCents).toBeGreaterThan(0);
    // The embedded test provider took the payment: a booking, its amount shown as a test payment.
    expect(row).toMatchObject({
      source: "newsletter",
      medium: "email",
      visits: 1,
      visitors: 1,
      bookings: 1,
      revenueCents: 0,
      testCents: booking?.priceCents,
    });
    // Only the campaign's tags are kept with the conversion, never the visitor hash.
    const [kept] = await rowsWhere(app, campaignConversions, { subjectId: booking?.id ?? "" });
    expect(Object.keys(kept ?? {}).sort()).toEqual(
      ["campaign", "createdAt", "kind", "medium", "source", "subjectId"].sort(),
    );
  });

  test("a booking by another visitor, or with Do Not Track, is unattributed", async () => {
    await visitFromCampaign(app, agent("Reader/2"), "summer-test");
    const before = (await rowOf(app, "summer-test")).report.unattributed.bookings;
    await bookAs(app, "other.visitor@example.com", 1, { "user-agent": agent("Someone/3") });
    await bookAs(app, "private.reader@example.com", 2, {
      "user-agent": agent("Reader/2"),
      dnt: "1",
    });

    const { row, report } = await rowOf(app, "summer-test");
    expect(row).toMatchObject({ visits: 1, visitors: 1, bookings: 0, revenueCents: 0 });
    expect(report.unattributed.bookings).toBe(before + 2);
  });

  test("a sign-up, a newsletter confirmation and an order by the visitor count for the campaign", async () => {
    const ua = agent("Member/6");
    const as = { headers: { "user-agent": ua } };
    await visitFromCampaign(app, ua, "winter-test");
    const signedUp = await postForm(
      app,
      "/auth",
      {
        intent: "signup",
        firstName: "Vega",
        lastName: "Reader",
        email: "vega.reader@example.com",
        password: "orbit-lantern-4417",
        role: "client",
      },
      as,
    );
    expect(signedUp.status).toBe(302);

    const [subscriber] = await app.services.db
      .insert(newsletterSubscribers)
      .values({ email: "vega.news@example.com", source: "stellar_dispatch", interests: [] })
      .returning({ id: newsletterSubscribers.id });
    const token = confirmToken(app.services.linkSecrets, subscriber?.id ?? "", new Date());
    const confirmed = await postForm(app, "/newsletter/confirm", { token }, as);
    expect(confirmed.headers.get("location")).toBe("/newsletter/confirm?status=confirmed");

    const ordered = await postForm(
      app,
      "/checkout",
      {
        email: "vega.reader@example.com",
        cardholderName: "Vega Reader",
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/39",
        cvv: "123",
        idempotencyKey: randomUUID(),
        lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
      },
      as,
    );
    expect(ordered.status).toBe(302);

    expect((await rowOf(app, "winter-test")).row).toMatchObject({
      visits: 1,
      signups: 1,
      newsletter: 1,
      orders: 1,
      bookings: 0,
      revenueCents: 0,
    });
  });

  test("the Campaigns view and the campaign's admin page show the figures; yesterday's visits come from the rollup", async () => {
    const ua = agent("Admin/4");
    await visitFromCampaign(app, ua, "autumn-test");
    await bookAs(app, "autumn.booker@example.com", 3, { "user-agent": ua });
    const admin = await signInAs(app, "admin@celestial.example");

    const page = await app.fetch("/analytics?range=today", { headers: { cookie: admin } });
    expect(page.status).toBe(200);
    const table = parsePage(await page.text()).getByRole("table", {
      name: "Visits and conversions per campaign",
    });
    const headings = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
    const row = [...table.querySelectorAll("tbody tr")].find((tr) =>
      tr.textContent?.includes("autumn-test"),
    );
    const shown = Object.fromEntries(
      [...(row?.children ?? [])].map((cell, index) => [headings[index], cell.textContent]),
    );
    expect(shown).toEqual({
      Source: "newsletter",
      Medium: "email",
      Campaign: "autumn-test",
      Visits: "1",
      Visitors: "1",
      "Sign-ups": "0",
      "Newsletter confirmations": "0",
      Bookings: "1",
      Orders: "0",
      Revenue: "$0.00",
      "Test payments": expect.stringMatching(/^\$[1-9][\d,]*\.\d\d$/),
    });

    const [campaign] = await app.services.db
      .insert(newsletterCampaigns)
      .values({
        slug: "autumn-test",
        subject: "Autumn",
        status: "sent",
        startedAt: new Date(Date.now() - 60_000),
        sentAt: new Date(),
      })
      .returning({ id: newsletterCampaigns.id });
    const adminPage = await app.fetch(`/admin/newsletter/campaigns/${campaign?.id}`, {
      headers: { cookie: admin },
    });
    expect(adminPage.status).toBe(200);
    const html = await adminPage.text();
    expect(figure(html, "Visits")).toBe(1);
    expect(figure(html, "Bookings")).toBe(1);
    expect(figure(html, "Sent")).toBe(0);

    // Tomorrow the day is rolled up: the figures come from the daily rows, the same.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await app.services.analytics.buffer.flush();
    await rollUpAnalytics(app.services.db, tomorrow, 30);
    const rolled = await getCampaignReport(app.services.db, today());
    expect(rolled.campaigns.find((r) => r.campaign === "autumn-test")).toMatchObject({
      visits: 1,
      visitors: 1,
      bookings: 1,
    });
  });
});

describe.each(engines)("campaign attribution with live payments on %s", (engine) => {
  // A live key: the fake Stripe takes any key, and the payments it takes count as revenue.
  const { app, stripe } = useStripeApp(engine, { STRIPE_SECRET_KEY: "sk_live_fake_key" });

  test("a campaign visit then a paid booking by the same visitor counts for the campaign with its amount", async () => {
    const ua = agent("Live/5");
    await visitFromCampaign(app, ua, "live-launch");
    const email = "live.booker@example.com";
    const started = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": ua },
      body: JSON.stringify({
        name: "Live Person",
        email,
        timezone: "EST",
        consultationType: "founder",
        consultationPrice: 100,
        consultationDuration: 120,
        scheduledDate: weekdayAhead(22, 0),
        scheduledTime: "10:00 AM",
      }),
    });
    expect(started.status).toBe(200);
    // Held, not paid yet: not a booking.
    expect((await rowOf(app, "live-launch")).row).toMatchObject({ visits: 1, bookings: 0 });

    const [held] = await rowsWhere(app, consultationBookings, { email });
    expect(held?.paymentMode).toBe("live");
    stripe.pay(held?.paymentSessionId as string);
    const paid = await app.fetch(`/consultation-success?session_id=${held?.paymentSessionId}`);
    expect(paid.status).toBe(200);

    expect((await rowOf(app, "live-launch")).row).toMatchObject({
      source: "newsletter",
      visits: 1,
      visitors: 1,
      bookings: 1,
      revenueCents: 10_000,
      testCents: 0,
    });
  });
});
