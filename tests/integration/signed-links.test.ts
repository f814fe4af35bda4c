import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { manageBookingPath } from "#app/.server/booking/manage-token.ts";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { bookingFlowPayload, weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const OLD = "the-secret-before-the-rotation-0000000000";
const NEW = "the-secret-after-the-rotation-11111111111";
const OTHER = "a-secret-this-site-never-had-22222222222";

describe.each(engines)("signed links on %s", (engine) => {
  const app = useTestApp(engine, { SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });

  /** Books a consultation and returns its id and the manage link from the confirmation mail. */
  async function book(email: string, days: number) {
    const response = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        bookingFlowPayload({
          email,
          scheduledDate: weekdayAhead(days, 0),
          scheduledTime: "2:00 PM",
        }),
      ),
    });
    expect(response.status).toBe(200);
    const [row] = await rowsWhere(app, consultationBookings, { email });
    const [mail] = await rowsWhere(app, outbox, { to: email });
    const link = mail?.text.match(/https?:\/\/\S+\/consultation\/manage\/\S+/)?.[0] ?? "";
    return { id: row?.id ?? "", link: link.slice(app.url.length) };
  }

  test("a manage link signed before a rotation still opens; one never signed here does not", async () => {
    const { id, link } = await book("rotation@example.com", 30);
    expect((await app.fetch(link)).status).toBe(200);
    const before = manageBookingPath({ current: OLD, previous: undefined }, id);
    expect((await app.fetch(before)).status).toBe(200);
    const foreign = manageBookingPath({ current: OTHER, previous: undefined }, id);
    expect((await app.fetch(foreign)).status).toBe(404);
  });

  test("a manage link stops working once the booking is cancelled", async () => {
    const { link } = await book("cancels@example.com", 33);
    const cancelled = await postForm(app, link, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe("/consultation");
    expect((await app.fetch(link)).status).toBe(410);
    expect((await postForm(app, link, { intent: "cancel" })).status).toBe(410);
  });

  test("a manage link stops working once the consultation has ended", async () => {
    const { id, link } = await book("ended@example.com", 36);
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await app.services.db
      .update(consultationBookings)
      .set({ scheduledAt: new Date(past.getTime() - 60 * 60 * 1000), endsAt: past })
      .where(eq(consultationBookings.id, id));
    expect((await app.fetch(link)).status).toBe(410);
  });
});
