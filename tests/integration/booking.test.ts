import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { addDays, weekdayOf } from "#app/lib/booking/zoned-time.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { parseIcs } from "#tests/support/ics.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const SUCCESS = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";
const CVV = "737";

/** The n-th weekday from two weeks ahead, so every test gets a free day of its own. */
const weekday = (n: number) => weekdayAhead(14, n);

describe.each(engines)("consultation booking on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const book = (body: Record<string, unknown>) =>
    app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const flow = (overrides: Record<string, unknown>) => ({
    name: "Ada Visitor",
    email: "ada.visitor@example.com",
    phone: "+1 555 0100",
    company: "Orbit Labs",
    message: "Roadmap review",
    timezone: "PST",
    cardNumber: SUCCESS,
    expiryDate: "12/39",
    cvv: CVV,
    cardholderName: "Ada Visitor",
    consultationType: "team",
    consultationPrice: 50,
    consultationDuration: 60,
    scheduledDate: weekday(0),
    scheduledTime: "10:00 AM",
    ...overrides,
  });

  const rowsFor = (email: string) =>
    app.services.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.email, email));

  test("two people racing for one slot: exactly one booking, one clear refusal", async () => {
    const date = weekday(1);
    const [first, second] = await Promise.all([
      book(flow({ email: "racer.one@example.com", scheduledDate: date, scheduledTime: "2:00 PM" })),
      book(flow({ email: "racer.two@example.com", scheduledDate: date, scheduledTime: "2:00 PM" })),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(await loser.json()).toEqual({
      error: "Sorry, that time was just taken. Please choose another time.",
      code: "slot_taken",
    });
    const live = (await rowsFor("racer.one@example.com"))
      .concat(await rowsFor("racer.two@example.com"))
      .filter((row) => row.status === "confirmed");
    expect(live).toHaveLength(1);

    // The slot is no longer offered, nor is an overlapping Founder (2-hour) session an hour before.
    const team = await (await app.fetch(`/api/consultation/slots?date=${date}&type=team`)).json();
    const founder = await (
      await app.fetch(`/api/consultation/slots?date=${date}&type=founder`)
    ).json();
    const offered = (slots: { time: string; available: boolean }[], time: string) =>
      slots.find((slot) => slot.time === time)?.available;
    expect(offered(team.slots, "2:00 PM")).toBe(false);
    expect(offered(team.slots, "3:00 PM")).toBe(true);
    expect(offered(founder.slots, "1:00 PM")).toBe(false);
    expect(offered(founder.slots, "11:00 AM")).toBe(true);
  });

  test("price and duration come from the tier, not from the browser", async () => {
    const response = await book(
      flow({
        email: "price.tamper@example.com",
        consultationType: "executive",
        consultationPrice: 1,
        consultationDuration: 600,
        scheduledDate: weekday(2),
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.booking).toMatchObject({ consultationPrice: 75, consultationDuration: 90 });
    const [row] = await rowsFor("price.tamper@example.com");
    expect(row).toMatchObject({ priceCents: 7500, durationMinutes: 90, status: "confirmed" });
    expect(row?.cardLast4).toBe("4242");
    expect(row?.cardBrand).toBe("visa");
    expect((row?.endsAt?.getTime() ?? 0) - (row?.scheduledAt?.getTime() ?? 0)).toBe(90 * 60_000);
  });

  test("a declined card leaves no booking and frees the slot", async () => {
    const date = weekday(3);
    const response = await book(
      flow({ email: "declined@example.com", cardNumber: DECLINE, scheduledDate: date }),
    );
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: "Your card was declined." });
    expect(await rowsFor("declined@example.com")).toHaveLength(0);
    const retry = await book(flow({ email: "declined@example.com", scheduledDate: date }));
    expect(retry.status).toBe(200);
  });

  test("the server refuses bad input with { error }", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ scheduledDate: "2026-13-01" }, 400],
      [{ scheduledDate: weekday(4).replaceAll("-", "/") }, 400],
      [{ scheduledTime: "8:00 AM" }, 400],
      [{ consultationType: "platinum" }, 400],
      [{ scheduledDate: "2020-01-06" }, 400],
      [{ cardNumber: "4242 4242 4242 4241" }, 400],
      [{ expiryDate: "01/20" }, 400],
      [{ name: "" }, 400],
    ];
    for (const [override, status] of cases) {
      const response = await book(flow({ email: "bad.input@example.com", ...override }));
      expect(response.status, JSON.stringify(override)).toBe(status);
      expect(typeof (await response.json()).error).toBe("string");
    }
    // A Saturday.
    let saturday = weekday(4);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    expect((await book(flow({ scheduledDate: saturday }))).status).toBe(400);
    expect(await rowsFor("bad.input@example.com")).toHaveLength(0);

    const malformed = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  test("no row, answer or mail holds the card number or the CVV", async () => {
    const email = "card.privacy@example.com";
    const response = await book(flow({ email, scheduledDate: weekday(5), cvv: "9183" }));
    const answer = await response.text();
    expect(response.status).toBe(200);
    const rows = JSON.stringify(await rowsFor(email));
    const mails = JSON.stringify(
      await app.services.db.select().from(outbox).where(eq(outbox.to, email)),
    );
    for (const text of [answer, rows, mails]) {
      expect(text).not.toContain("4242424242424242");
      expect(text).not.toContain(SUCCESS);
      expect(text).not.toContain("9183");
      expect(text).not.toContain("12/39");
    }
  });

  test("the confirmation mail carries a calendar file that parses", async () => {
    const email = "calendar@example.com";
    const date = weekday(6);
    expect(
      (await book(flow({ email, scheduledDate: date, scheduledTime: "9:00 AM" }))).status,
    ).toBe(200);
    const [row] = await rowsFor(email);
    const [mail] = await app.services.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.subject).toBe("Your Team consultation is booked");
    expect(mail?.text).toContain("Pacific Time (PST)");
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe("consultation.ics");
    const components = parseIcs(ics?.content ?? "");
    const event = components.find((c) => c.name === "VEVENT");
    expect(event?.props.UID).toBe(`consultation-${row?.id}@${new URL(app.url).host}`);
    const utc = (row?.scheduledAt?.toISOString() ?? "").replace(/[-:]/g, "").slice(0, 15);
    expect(event?.props.DTSTART).toBe(`${utc}Z`);
    expect(event?.props.DESCRIPTION).toContain("America/Los_Angeles");
    // The manage link in the mail opens the booking.
    const link = mail?.text.match(/https?:\/\/\S+\/consultation\/manage\/\S+/)?.[0] ?? "";
    expect((await app.fetch(link.slice(app.url.length))).status).toBe(200);
  });

  test("post-payment: an unknown or unpaid session books nothing, a paid one books once", async () => {
    const slot = { consultationType: "team", consultationPrice: 50, consultationDuration: 60 };
    const date = weekday(7);
    const unknown = await book({
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "cs_does_not_exist",
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/could not find that payment/);
    const unpaid = await book({
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_unpaid_x1",
    });
    expect(unpaid.status).toBe(402);
    const wrongTier = await book({
      ...slot,
      consultationType: "founder",
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_paid_team_x2",
    });
    expect(wrongTier.status).toBe(400);
    const none = await app.services.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.scheduledAt, new Date(`${date}T16:00:00Z`)));
    expect(none.filter((row) => row.status === "confirmed")).toHaveLength(0);

    const paid = {
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_paid_team_x3",
    };
    const booked = await book(paid);
    expect(booked.status).toBe(200);
    expect((await booked.json()).booking).toMatchObject({ consultationType: "team" });
    const again = await book({ ...paid, scheduledTime: "3:00 PM" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(
      "This payment has already been used to book a consultation.",
    );
  });

  test("the post-payment pages refuse an unknown or unpaid session with a clear message", async () => {
    const page = await app.fetch("/consultation-success?session_id=cs_unknown");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("We could not find this payment");
    const unpaid = await app.fetch("/consultation-success?session_id=test_session_unpaid_u1");
    expect(unpaid.status).toBe(402);
    const scheduling = await app.fetch("/consultation-scheduling?session_id=cs_unknown&type=team");
    expect(scheduling.status).toBe(404);
    const paid = await app.fetch("/consultation-success?session_id=test_session_paid_executive_p1");
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).toContain("Payment Successful!");
    expect(html).toContain("support@celestial.example");
    expect(html).toContain("Monday to Friday, 9AM-5PM EST");
    const schedule = await app.fetch(
      "/consultation-scheduling?session_id=test_session_paid_executive_p1&type=team",
    );
    const scheduleHtml = await schedule.text();
    expect(schedule.status).toBe(200);
    expect(scheduleHtml).toContain("Executive");
    expect(scheduleHtml).toContain("Paid");
  });

  test("a member's booking is on their dashboard; admins see every booking, others get 403", async () => {
    const member = await signInAs(app, "client@celestial.example");
    const response = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: member },
      body: JSON.stringify(
        flow({
          email: "someone.else@example.com",
          name: "Member Booker",
          scheduledDate: weekday(8),
        }),
      ),
    });
    expect(response.status).toBe(200);
    const dashboard = await (await app.fetch("/dashboard", { headers: { cookie: member } })).text();
    expect(dashboard).toContain("Your Consultations");
    expect(dashboard).toContain("Team consultation · 60 min");

    expect((await app.fetch("/admin/bookings", { headers: { cookie: member } })).status).toBe(403);
    expect((await app.fetch("/admin/bookings")).status).toBe(302);
    const admin = await signInAs(app, "admin@celestial.example");
    const list = await (await app.fetch("/admin/bookings", { headers: { cookie: admin } })).text();
    expect(list).toContain("Member Booker");
    expect(list).toContain("visa •••• 4242");
    expect(list).not.toContain("4242424242424242");
    const content = await (
      await app.fetch("/admin/content", { headers: { cookie: admin } })
    ).text();
    const confirmed = (await app.services.db.select().from(consultationBookings)).filter(
      (row) => row.status === "confirmed",
    ).length;
    expect(content).toMatch(new RegExp(`>${confirmed}<`));
  });

  test("the mailed link cancels or reschedules until 24 hours before", async () => {
    const email = "changer@example.com";
    const date = weekday(9);
    expect(
      (await book(flow({ email, scheduledDate: date, scheduledTime: "1:00 PM" }))).status,
    ).toBe(200);
    const mail = (await app.services.db.select().from(outbox).where(eq(outbox.to, email)))[0];
    const link = (mail?.text.match(/https?:\/\/\S+\/consultation\/manage\/\S+/)?.[0] ?? "").slice(
      app.url.length,
    );
    const forged = link.replace(/token=.*/, "token=forged");
    expect((await app.fetch(forged)).status).toBe(404);

    const moved = await postForm(app, link, {
      intent: "reschedule",
      date,
      time: "4:00 PM",
      timezone: "CET",
    });
    expect(moved.status).toBe(302);
    const [row] = await rowsFor(email);
    expect(row?.timezone).toBe("CET");
    const slots = await (await app.fetch(`/api/consultation/slots?date=${date}&type=team`)).json();
    const free = (time: string) =>
      slots.slots.find((slot: { time: string }) => slot.time === time)?.available;
    expect(free("1:00 PM")).toBe(true);
    expect(free("4:00 PM")).toBe(false);
    const rescheduleMail = (
      await app.services.db.select().from(outbox).where(eq(outbox.to, email))
    ).map((m) => m.subject);
    expect(rescheduleMail).toContain("Your Team consultation has moved");

    expect((await postForm(app, link, { intent: "cancel" })).status).toBe(302);
    expect((await rowsFor(email))[0]?.status).toBe("cancelled");
    const after = await (await app.fetch(`/api/consultation/slots?date=${date}&type=team`)).json();
    expect(after.slots.find((slot: { time: string }) => slot.time === "4:00 PM")?.available).toBe(
      true,
    );
  });
});
