import { expect, test } from "vitest";
import { addDays, weekdayOf } from "#app/lib/booking/zoned-time.ts";
import {
  bookingsOf,
  bookVisitor,
  bookVisitorOk,
  mailsTo,
  manageLinkIn,
  weekdayInTwoWeeks,
} from "#tests/support/booking.ts";
import { parseIcs } from "#tests/support/ics.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const SUCCESS = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";

describeWithApp("consultation booking", (app) => {
  test("two people racing for one slot: exactly one booking, one clear refusal", async () => {
    const date = weekdayInTwoWeeks(1);
    const [first, second] = await Promise.all([
      bookVisitor(app, {
        email: "racer.one@example.com",
        scheduledDate: date,
        scheduledTime: "2:00 PM",
      }),
      bookVisitor(app, {
        email: "racer.two@example.com",
        scheduledDate: date,
        scheduledTime: "2:00 PM",
      }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(await loser.json()).toEqual({
      error: "Sorry, that time was just taken. Please choose another time.",
      code: "slot_taken",
    });
    const live = (await bookingsOf(app, "racer.one@example.com"))
      .concat(await bookingsOf(app, "racer.two@example.com"))
      .filter((row) => row.status === "confirmed");
    expect(live).toHaveLength(1);

    // The slot is no longer offered, nor is an overlapping Executive (90-minute) session on the
    // team's calendar an hour before; the Founder's calendar keeps both.
    const slots = async (type: string) =>
      (await (await app.fetch(`/api/consultation/slots?date=${date}&type=${type}`)).json()).slots;
    const [team, executive, founder] = await Promise.all(
      ["team", "executive", "founder"].map(slots),
    );
    const offered = (list: { time: string; available: boolean }[], time: string) =>
      list.find((slot) => slot.time === time)?.available;
    expect(offered(team, "2:00 PM")).toBe(false);
    expect(offered(team, "3:00 PM")).toBe(true);
    expect(offered(executive, "1:00 PM")).toBe(false);
    expect(offered(executive, "11:00 AM")).toBe(true);
    expect(offered(founder, "1:00 PM")).toBe(true);
    expect(offered(founder, "2:00 PM")).toBe(true);
  });

  test("price and duration come from the tier, not from the browser", async () => {
    const response = await bookVisitor(app, {
      email: "price.tamper@example.com",
      consultationType: "executive",
      consultationPrice: 1,
      consultationDuration: 600,
      scheduledDate: weekdayInTwoWeeks(2),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.booking).toMatchObject({ consultationPrice: 75, consultationDuration: 90 });
    const [row] = await bookingsOf(app, "price.tamper@example.com");
    expect(row).toMatchObject({ priceCents: 7500, durationMinutes: 90, status: "confirmed" });
    expect(row?.cardLast4).toBe("4242");
    expect(row?.cardBrand).toBe("visa");
    expect((row?.endsAt?.getTime() ?? 0) - (row?.scheduledAt?.getTime() ?? 0)).toBe(90 * 60_000);
  });

  test("a declined card leaves no booking and frees the slot", async () => {
    const date = weekdayInTwoWeeks(3);
    const response = await bookVisitor(app, {
      email: "declined@example.com",
      cardNumber: DECLINE,
      scheduledDate: date,
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: "Your card was declined." });
    expect(await bookingsOf(app, "declined@example.com")).toHaveLength(0);
    const retry = await bookVisitor(app, { email: "declined@example.com", scheduledDate: date });
    expect(retry.status).toBe(200);
  });

  test("the server refuses bad input with { error }", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ scheduledDate: "2026-13-01" }, 400],
      [{ scheduledDate: weekdayInTwoWeeks(4).replaceAll("-", "/") }, 400],
      [{ scheduledTime: "8:00 AM" }, 400],
      [{ consultationType: "platinum" }, 400],
      [{ scheduledDate: "2020-01-06" }, 400],
      [{ cardNumber: "4242 4242 4242 4241" }, 400],
      [{ expiryDate: "01/20" }, 400],
      [{ name: "" }, 400],
    ];
    for (const [override, status] of cases) {
      const response = await bookVisitor(app, { email: "bad.input@example.com", ...override });
      expect(response.status, JSON.stringify(override)).toBe(status);
      expect(typeof (await response.json()).error).toBe("string");
    }
    // A Saturday.
    let saturday = weekdayInTwoWeeks(4);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    expect((await bookVisitor(app, { scheduledDate: saturday })).status).toBe(400);
    expect(await bookingsOf(app, "bad.input@example.com")).toHaveLength(0);

    const malformed = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  test("no row, answer or mail holds the card number or the CVV", async () => {
    const email = "card.privacy@example.com";
    const response = await bookVisitor(app, {
      email,
      scheduledDate: weekdayInTwoWeeks(5),
      cvv: "9183",
    });
    const answer = await response.text();
    expect(response.status).toBe(200);
    const rows = JSON.stringify(await bookingsOf(app, email));
    const mails = JSON.stringify(await mailsTo(app, email));
    for (const text of [answer, rows, mails]) {
      expect(text).not.toContain("4242424242424242");
      expect(text).not.toContain(SUCCESS);
      expect(text).not.toContain("9183");
      expect(text).not.toContain("12/39");
    }
  });

  test("the confirmation mail carries a calendar file that parses", async () => {
    const email = "calendar@example.com";
    const date = weekdayInTwoWeeks(6);
    await bookVisitorOk(app, { email, scheduledDate: date, scheduledTime: "9:00 AM" });
    const [row] = await bookingsOf(app, email);
    const [mail] = await mailsTo(app, email);
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
    expect((await app.fetch(manageLinkIn(app, mail?.text))).status).toBe(200);
  });
});
