import { desc } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { addDays, dateInZone, weekdayOf } from "#app/lib/booking/zoned-time.ts";
import {
  bookingsOf,
  bookVisitor,
  bookVisitorOk,
  mailsTo,
  manageLinkIn,
  reschedule,
  weekdayAhead,
  weekdayInTwoWeeks,
} from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { documentOf } from "#tests/support/html.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const ADMIN = "admin@celestial.example";
const TEAM_CALENDAR = "1";
const FOUNDER_CALENDAR = "2";

/** The first Monday after today in New York. */
function nextMonday(): string {
  let date = addDays(dateInZone(new Date(), SERVICE_TIME_ZONE), 1);
  while (weekdayOf(date) !== 1) date = addDays(date, 1);
  return date;
}

/** Today's hours, restored after a test changed them. */
const DEFAULT_LIMITS = { noticeHours: "12", horizonDays: "90", bufferMinutes: "0" };

describe.each(engines)("availability set by the admin on %s", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, ADMIN);

  const adminPost = (fields: Record<string, string>) => admin.post("/admin/availability", fields);
  const setLimits = (calendarId: string, name: string, limits: Partial<typeof DEFAULT_LIMITS>) =>
    adminPost({ intent: "calendar", calendarId, name, ...DEFAULT_LIMITS, ...limits });
  const slotsOf = async (date: string, type = "team") => {
    const body = await (
      await app.fetch(`/api/consultation/slots?date=${date}&type=${type}`)
    ).json();
    return body.slots as { time: string; available: boolean }[];
  };
  const offered = async (date: string, type = "team") =>
    (await slotsOf(date, type)).filter((slot) => slot.available).map((slot) => slot.time);

  /** Whether the page's calendar, drawn for the date's month, lets the date be picked. */
  const calendarOffers = (html: string, date: string) => {
    const day = documentOf(html).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (!day) throw new Error(`the calendar does not show ${date}`);
    return !day.disabled;
  };
  /** /consultation's schedule step, as a browser without JavaScript pages to the date's month. */
  const bookingCalendar = async (date: string, tier = "team") =>
    (
      await postForm(app, `/consultation?tier=${tier}&book=1`, {
        intent: "schedule",
        name: "Ada Visitor",
        email: "ada.visitor@example.com",
        timezone: "EST",
        month: date.slice(0, 7),
      })
    ).text();
  /** The post-payment scheduling page for a paid test session, paged to the date's month. */
  const postPaymentCalendar = async (date: string, sessionId: string) =>
    (
      await postForm(app, `/consultation-scheduling?session_id=${sessionId}&type=team`, {
        consultationType: "team",
        sessionId,
        timezone: "EST",
        month: date.slice(0, 7),
      })
    ).text();

  test("a day off next Monday leaves no slot on any page or endpoint, and a direct POST is refused", async () => {
    const monday = nextMonday();
    const session = "test_session_paid_team_dayoff";
    expect(await offered(monday)).not.toEqual([]);
    expect(calendarOffers(await bookingCalendar(monday), monday)).toBe(true);
    expect(calendarOffers(await postPaymentCalendar(monday, session), monday)).toBe(true);

    const added = await adminPost({
      intent: "override-add",
      calendarId: TEAM_CALENDAR,
      from: monday,
      kind: "off",
      note: "Team offsite",
    });
    expect(added.status).toBe(302);
    const [entry] = await app.services.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ action: "availability.override-add", target: "calendar 1" });

    expect(await slotsOf(monday)).toEqual([]);
    expect(calendarOffers(await bookingCalendar(monday), monday)).toBe(false);
    expect(calendarOffers(await postPaymentCalendar(monday, session), monday)).toBe(false);
    // Executive sessions share the team's calendar; the Founder's keeps the day.
    expect(await slotsOf(monday, "executive")).toEqual([]);
    expect(calendarOffers(await bookingCalendar(monday, "founder"), monday)).toBe(true);
    expect(await offered(monday, "founder")).not.toEqual([]);

    const refused = await bookVisitor(app, {
      email: "day.off@example.com",
      scheduledDate: monday,
      scheduledTime: "2:00 PM",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "There are no consultations on that day. Please choose another date.",
    });
    const afterPayment = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sessionId: session,
        consultationType: "team",
        scheduledDate: monday,
        scheduledTime: "2:00 PM",
        timezone: "EST",
      }),
    });
    expect(afterPayment.status).toBe(400);
    expect(await bookingsOf(app, "day.off@example.com")).toEqual([]);

    // The admin page lists it; removing it gives the day back.
    const page = await (await app.get("/admin/availability", admin.cookie)).text();
    expect(page).toContain("Team offsite");
    const override = page.match(/name="overrideId" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    expect((await adminPost({ intent: "override-remove", overrideId: override })).status).toBe(302);
    expect(await offered(monday)).not.toEqual([]);
  });

  test("rescheduling onto a day off is refused by the server", async () => {
    const email = "reschedule.off@example.com";
    await bookVisitorOk(app, { email, scheduledDate: weekdayInTwoWeeks(1) });
    const [mail] = await mailsTo(app, email);
    const manage = manageLinkIn(app, mail?.text);
    const holiday = weekdayAhead(45, 0);
    await adminPost({
      intent: "override-add",
      calendarId: TEAM_CALENDAR,
      from: holiday,
      to: addDays(holiday, 2),
      kind: "off",
    });
    const moved = await reschedule(app, manage, {
      date: holiday,
      time: "11:00 AM",
      timezone: "EST",
    });
    expect(moved.status).toBe(400);
    expect(await moved.text()).toContain("There are no consultations on that day.");
    const [row] = await bookingsOf(app, email);
    expect(row?.scheduledAt?.toISOString().slice(0, 10)).toBe(weekdayInTwoWeeks(1));
  });

  test("a slot inside the minimum notice is refused by the server", async () => {
    const date = weekdayInTwoWeeks(2);
    // Thirty days' notice puts every slot of the next two weeks inside it.
    expect((await setLimits(TEAM_CALENDAR, "the team", { noticeHours: "720" })).status).toBe(302);
    try {
      expect(await offered(date)).toEqual([]);
      const refused = await bookVisitor(app, {
        email: "too.soon@example.com",
        scheduledDate: date,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe(
        "That time is too soon: consultations are booked at least 720 hours ahead. Please choose a later time.",
      );
      expect(await bookingsOf(app, "too.soon@example.com")).toEqual([]);
    } finally {
      await setLimits(TEAM_CALENDAR, "the team", {});
    }
    expect(await offered(date)).toContain("10:00 AM");
  });

  test("a Team and a Founder session at the same hour both confirm; Executive shares the team's", async () => {
    const date = weekdayInTwoWeeks(3);
    const at = { scheduledDate: date, scheduledTime: "10:00 AM" };
    const team = await bookVisitor(app, { ...at, email: "same.hour.team@example.com" });
    const founder = await bookVisitor(app, {
      ...at,
      email: "same.hour.founder@example.com",
      consultationType: "founder",
    });
    expect([team.status, founder.status]).toEqual([200, 200]);
    expect((await bookingsOf(app, "same.hour.founder@example.com"))[0]).toMatchObject({
      status: "confirmed",
      calendarId: 2,
    });
    const executive = await bookVisitor(app, {
      ...at,
      scheduledTime: "9:00 AM",
      email: "same.hour.executive@example.com",
      consultationType: "executive",
    });
    expect(executive.status).toBe(409);
    expect(await offered(date, "founder")).not.toContain("10:00 AM");
    expect(await offered(date, "team")).not.toContain("10:00 AM");
  });

  test("the tier's calendar is the admin's choice: on one calendar, the same hour is refused", async () => {
    const date = weekdayInTwoWeeks(4);
    const mapping = (founder: string) =>
      adminPost({ intent: "tiers", team: TEAM_CALENDAR, executive: TEAM_CALENDAR, founder });
    expect((await mapping(TEAM_CALENDAR)).status).toBe(302);
    try {
      const at = { scheduledDate: date, scheduledTime: "1:00 PM" };
      await bookVisitorOk(app, { ...at, email: "shared.team@example.com" });
      const founder = await bookVisitor(app, {
        ...at,
        email: "shared.founder@example.com",
        consultationType: "founder",
      });
      expect(founder.status).toBe(409);
    } finally {
      await mapping(FOUNDER_CALENDAR);
    }
  });

  test("a buffer keeps time free around each session, on the pages and on the server", async () => {
    const date = weekdayInTwoWeeks(5);
    await bookVisitorOk(app, {
      email: "buffer.first@example.com",
      scheduledDate: date,
      scheduledTime: "10:00 AM",
    });
    await setLimits(TEAM_CALENDAR, "the team", { bufferMinutes: "30" });
    try {
      const times = await offered(date);
      expect(times).not.toContain("9:00 AM");
      expect(times).not.toContain("11:00 AM");
      expect(times).toContain("12:00 PM");
      const refused = await bookVisitor(app, {
        email: "buffer.second@example.com",
        scheduledDate: date,
        scheduledTime: "11:00 AM",
      });
      expect(refused.status).toBe(409);
    } finally {
      await setLimits(TEAM_CALENDAR, "the team", {});
    }
    expect(await offered(date)).toContain("11:00 AM");
  });

  test("bookings the new hours no longer offer are kept and listed for the admin", async () => {
    const date = weekdayInTwoWeeks(6);
    const email = "late.afternoon@example.com";
    await bookVisitorOk(app, { email, scheduledDate: date, scheduledTime: "4:00 PM" });
    const added = await adminPost({
      intent: "override-add",
      calendarId: TEAM_CALENDAR,
      from: date,
      kind: "hours",
      first: "09:00",
      last: "12:00",
    });
    expect(added.status).toBe(302);
    expect(await offered(date)).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM"]);
    expect((await bookingsOf(app, email))[0]?.status).toBe("confirmed");
    const page = await (await app.get("/admin/availability", admin.cookie)).text();
    const outside = [...documentOf(page).querySelectorAll("table")].find(
      (table) => table.caption?.textContent === "Bookings outside the hours",
    );
    expect(outside?.textContent).toContain(email);
    expect(outside?.textContent).toContain("4:00 PM EST");
  });

  test("weekly hours change every week at once; the form refuses a last start before the first", async () => {
    const refused = await adminPost({
      intent: "hours",
      calendarId: FOUNDER_CALENDAR,
      ...Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
          [`days[${day}].first`, "10:00"],
          [`days[${day}].last`, "09:00"],
          ...(day === 3 ? [[`days[${day}].open`, "on"]] : []),
        ]),
      ),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "The last start on Wednesday cannot be before the first",
    );

    const saturday = addDays(weekdayInTwoWeeks(7), 6 - weekdayOf(weekdayInTwoWeeks(7)));
    const week = (open: number[]) =>
      adminPost({
        intent: "hours",
        calendarId: FOUNDER_CALENDAR,
        ...Object.fromEntries(
          [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
            [`days[${day}].first`, day === 6 ? "10:00" : "09:00"],
            [`days[${day}].last`, day === 6 ? "11:00" : "17:00"],
            ...(open.includes(day) ? [[`days[${day}].open`, "on"]] : []),
          ]),
        ),
      });
    expect((await week([1, 2, 3, 4, 5, 6])).status).toBe(302);
    expect(await offered(saturday, "founder")).toEqual(["10:00 AM", "11:00 AM"]);
    expect(await offered(saturday, "team")).toEqual([]);
    await week([1, 2, 3, 4, 5]);
    expect(await offered(saturday, "founder")).toEqual([]);
  });

  test("only admins change availability", async () => {
    const response = await postForm(
      app,
      "/admin/availability",
      { intent: "calendar", calendarId: TEAM_CALENDAR, name: "Mine", ...DEFAULT_LIMITS },
      { cookie: await signInAs(app, "client@celestial.example") },
    );
    expect(response.status).toBe(403);
    expect((await app.get("/admin/availability")).status).toBe(302);
  });
});
