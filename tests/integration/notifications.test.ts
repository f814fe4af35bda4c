import { describe, expect, test } from "vitest";
import { manageBookingPath } from "#app/.server/booking/manage-token.ts";
import { reschedule, weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { useAppWithFakePush } from "#tests/support/fake-push.ts";
import {
  bookConsultation,
  mailsTo,
  pushesTo,
  reminderJobsFor,
  setNotificationToggles,
  subscribeBrowser,
} from "#tests/support/notifications.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn } from "#tests/support/use-test-app.ts";

const MEMBER = "client@celestial.example";
const DAY = 24 * 60 * 60_000;

describe.each(engines)("consultation reminders and booking notices on %s", (engine) => {
  const { app, push } = useAppWithFakePush(engine);
  const member = useSignedIn(app, MEMBER);

  /** The member, with e-mail and push notices on and a browser subscribed, books a weekday. */
  const bookWithNoticesOn = async (weekday: number) => {
    await setNotificationToggles(app, { email: true, push: true });
    const browser = await subscribeBrowser(app, member.cookie, push.endpoint());
    const booking = await bookConsultation(
      app,
      { email: MEMBER, scheduledDate: weekdayAhead(20, weekday) },
      member.cookie,
    );
    return { browser, booking };
  };

  test("with both toggles on, the reminder e-mail and push arrive 24 hours before, not sooner", async () => {
    const { browser, booking } = await bookWithNoticesOn(0);
    expect(browser.response.status).toBe(200);
    const remindAt = new Date(booking.startsAt.getTime() - DAY);
    expect(await reminderJobsFor(app, booking.id)).toEqual([
      { runAt: remindAt, status: "pending" },
    ]);

    await app.services.jobs.runDueJobs(new Date(remindAt.getTime() - 60_000));
    expect(await mailsTo(app, MEMBER, "Reminder:")).toHaveLength(0);
    expect(push.to(browser.endpoint)).toHaveLength(0);

    await app.services.jobs.runDueJobs(remindAt);
    const [mail] = await mailsTo(app, MEMBER, "Reminder:");
    expect(mail?.subject).toBe("Reminder: your Team consultation is tomorrow");
    expect(mail?.text).toContain("60-minute Team consultation starts");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${app.url}/notifications/unsubscribe\\?email=client%40celestial.example&sig=`),
    );

    const [delivery] = push.to(browser.endpoint);
    expect(delivery?.headers["content-encoding"]).toBe("aes128gcm");
    expect(delivery?.headers.authorization).toContain(`k=${app.services.vapidKeys.publicKey}`);
    expect(pushesTo(push, browser)).toEqual([
      expect.objectContaining({ title: "Your consultation is tomorrow", url: "/dashboard" }),
    ]);

    // A second pass sends nothing again.
    await app.services.jobs.runDueJobs(new Date(remindAt.getTime() + 60_000));
    expect(await mailsTo(app, MEMBER, "Reminder:")).toHaveLength(1);
    expect(push.to(browser.endpoint)).toHaveLength(1);
  });

  test("with both toggles off, neither the reminder e-mail nor a push is sent", async () => {
    const { browser, booking } = await bookWithNoticesOn(1);
    await setNotificationToggles(app, { email: false, push: false });
    const before = (await mailsTo(app, MEMBER, "Reminder:")).length;
    const remindAt = new Date(booking.startsAt.getTime() - DAY);
    await app.services.jobs.runDueJobs(remindAt);
    expect(await reminderJobsFor(app, booking.id)).toEqual([
      { runAt: remindAt, status: "succeeded" },
    ]);
    expect(await mailsTo(app, MEMBER, "Reminder:")).toHaveLength(before);
    expect(push.to(browser.endpoint)).toHaveLength(0);
  });

  test("a reschedule moves the reminder and tells the member; a cancellation drops it", async () => {
    const { browser, booking } = await bookWithNoticesOn(2);
    const manage = manageBookingPath(app.services.linkSecrets, booking.id);
    const newDate = weekdayAhead(20, 3);
    const moved = await reschedule(app, manage, {
      date: newDate,
      time: "2:00 PM",
      timezone: "EST",
    });
    expect(moved.status).toBe(302);
    const [pending] = await reminderJobsFor(app, booking.id);
    expect(pending?.status).toBe("pending");
    expect(pending?.runAt.toISOString().slice(0, 10)).not.toBe(
      new Date(booking.startsAt.getTime() - DAY).toISOString().slice(0, 10),
    );
    const [movedMail] = await mailsTo(app, MEMBER, "Your Team consultation has moved");
    expect(movedMail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    expect((await postForm(app, manage, { intent: "cancel" })).status).toBe(302);
    expect(await reminderJobsFor(app, booking.id)).toEqual([]);
    expect(await mailsTo(app, MEMBER, "Your Team consultation is cancelled")).toHaveLength(1);

    await app.services.jobs.runDueJobs(new Date());
    expect(pushesTo(push, browser).map((message) => message.title)).toEqual([
      "Consultation moved",
      "Consultation cancelled",
    ]);
  });

  test("an admin cancels a booking: the client is told and the reminder goes", async () => {
    const { browser, booking } = await bookWithNoticesOn(4);
    const fields = { intent: "cancel", bookingId: booking.id, reason: "The consultant is ill" };
    expect((await member.post("/admin/bookings", fields)).status).toBe(403);
    expect(await reminderJobsFor(app, booking.id)).toHaveLength(1);

    const admin = await signInAs(app, "admin@celestial.example");
    const before = (await mailsTo(app, MEMBER, "Your Team consultation is cancelled")).length;
    expect((await postForm(app, "/admin/bookings", fields, { cookie: admin })).status).toBe(302);
    expect(await reminderJobsFor(app, booking.id)).toEqual([]);
    expect(await mailsTo(app, MEMBER, "Your Team consultation is cancelled")).toHaveLength(
      before + 1,
    );
    await app.services.jobs.runDueJobs(new Date());
    expect(pushesTo(push, browser).map((message) => message.title)).toEqual([
      "Consultation cancelled",
    ]);
  });
});
