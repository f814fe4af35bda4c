import { expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import {
  bookingsOf,
  bookVisitor,
  bookVisitorOk,
  mailsTo,
  manageLinkIn,
  postBooking,
  reschedule,
  weekdayInTwoWeeks,
} from "#tests/support/booking.ts";
import { figure, pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("paid, listed and managed consultations", (app) => {
  test("post-payment: an unknown or unpaid session books nothing, a paid one books once", async () => {
    const slot = { consultationType: "team", consultationPrice: 50, consultationDuration: 60 };
    const date = weekdayInTwoWeeks(7);
    const unknown = await postBooking(app, {
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "cs_does_not_exist",
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/could not find that payment/);
    const unpaid = await postBooking(app, {
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_unpaid_x1",
    });
    expect(unpaid.status).toBe(402);
    const wrongTier = await postBooking(app, {
      ...slot,
      consultationType: "founder",
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_paid_team_x2",
    });
    expect(wrongTier.status).toBe(400);
    const none = await rowsWhere(app, consultationBookings, {
      scheduledAt: new Date(`${date}T16:00:00Z`),
    });
    expect(none.filter((row) => row.status === "confirmed")).toHaveLength(0);

    const paid = {
      ...slot,
      scheduledDate: date,
      scheduledTime: "11:00 AM",
      timezone: "EST",
      sessionId: "test_session_paid_team_x3",
    };
    const booked = await postBooking(app, paid);
    expect(booked.status).toBe(200);
    expect((await booked.json()).booking).toMatchObject({ consultationType: "team" });
    const again = await postBooking(app, { ...paid, scheduledTime: "3:00 PM" });
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
    const html = await pageHtml(
      app,
      "/consultation-success?session_id=test_session_paid_executive_p1",
    );
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
    const response = await bookVisitor(
      app,
      {
        email: "someone.else@example.com",
        name: "Member Booker",
        scheduledDate: weekdayInTwoWeeks(8),
      },
      { cookie: member },
    );
    expect(response.status).toBe(200);
    const dashboard = await pageHtml(app, "/dashboard", member);
    expect(dashboard).toContain("Your Consultations");
    expect(dashboard).toContain("Team consultation · 60 min");

    expect((await app.fetch("/admin/bookings", { headers: { cookie: member } })).status).toBe(403);
    expect((await app.fetch("/admin/bookings")).status).toBe(302);
    const admin = await signInAs(app, "admin@celestial.example");
    const list = await pageHtml(app, "/admin/bookings", admin);
    expect(list).toContain("Member Booker");
    expect(list).toContain("visa •••• 4242");
    expect(list).not.toContain("4242424242424242");
    const content = await pageHtml(app, "/admin/content", admin);
    const confirmed = (await app.services.db.select().from(consultationBookings)).filter(
      (row) => row.status === "confirmed",
    ).length;
    expect(figure(content, "Consultation Bookings")).toBe(confirmed);
  });

  test("the mailed link cancels or reschedules until 24 hours before", async () => {
    const email = "changer@example.com";
    const date = weekdayInTwoWeeks(9);
    await bookVisitorOk(app, { email, scheduledDate: date, scheduledTime: "1:00 PM" });
    const [mail] = await mailsTo(app, email);
    const link = manageLinkIn(app, mail?.text);
    const forged = link.replace(/token=.*/, "token=forged");
    expect((await app.fetch(forged)).status).toBe(404);

    const moved = await reschedule(app, link, { date, time: "4:00 PM", timezone: "CET" });
    expect(moved.status).toBe(302);
    const [row] = await bookingsOf(app, email);
    expect(row?.timezone).toBe("CET");
    const slots = await (await app.fetch(`/api/consultation/slots?date=${date}&type=team`)).json();
    const free = (time: string) =>
      slots.slots.find((slot: { time: string }) => slot.time === time)?.available;
    expect(free("1:00 PM")).toBe(true);
    expect(free("4:00 PM")).toBe(false);
    const rescheduleMail = (await mailsTo(app, email)).map((m) => m.subject);
    expect(rescheduleMail).toContain("Your Team consultation has moved");

    expect((await postForm(app, link, { intent: "cancel" })).status).toBe(302);
    expect((await bookingsOf(app, email))[0]?.status).toBe("cancelled");
    const after = await (await app.fetch(`/api/consultation/slots?date=${date}&type=team`)).json();
    expect(after.slots.find((slot: { time: string }) => slot.time === "4:00 PM")?.available).toBe(
      true,
    );
  });
});
