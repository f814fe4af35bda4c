import { expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { parsePage } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const FAILED = "Failed to complete booking. Please contact support.";

/** The post-payment scheduling page posted as a browser without JavaScript posts it. */
describeWithApp("the post-payment page without JavaScript", (app) => {
  const confirm = (sessionId: string, fields: Record<string, string>) =>
    postForm(app, `/consultation-scheduling?session_id=${sessionId}&type=team`, {
      consultationType: "team",
      sessionId,
      timezone: "PST",
      ...fields,
    });
  const bookingOf = async (sessionId: string) =>
    (await rowsWhere(app, consultationBookings, { paymentSessionId: sessionId })).at(0);

  test("a picked day lists its times; confirming without a time is refused", async () => {
    const date = weekdayAhead(20, 0);
    const picked = await confirm("test_session_paid_team_f1", { pickDate: date });
    const html = await picked.text();
    expect(picked.status).toBe(200);
    const options = parsePage(html).getAllByRole<HTMLOptionElement>("option", { hidden: true });
    expect(options.map((option) => option.value)).toContain("11:00 AM");
    expect(options.find((option) => option.value === "PST")?.selected).toBe(true);
    const missing = await confirm("test_session_paid_team_f1", { scheduledDate: date });
    expect(await missing.text()).toContain("Please select both date and time");
    expect(await bookingOf("test_session_paid_team_f1")).toBeUndefined();
  });

  test("an unknown or unpaid session books nothing and says the booking failed", async () => {
    const choice = { scheduledDate: weekdayAhead(20, 1), scheduledTime: "11:00 AM" };
    for (const sessionId of ["cs_unknown_form", "test_session_unpaid_f2"]) {
      const response = await confirm(sessionId, choice);
      expect(await response.text()).toContain(FAILED);
      expect(await bookingOf(sessionId)).toBeUndefined();
    }
  });

  test("a paid session is booked and the page shows the booked time", async () => {
    const sessionId = "test_session_paid_team_f3";
    const response = await confirm(sessionId, {
      scheduledDate: weekdayAhead(20, 2),
      scheduledTime: "2:00 PM",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe(`/consultation-scheduling?session_id=${sessionId}&type=team`);
    expect(await bookingOf(sessionId)).toMatchObject({ status: "confirmed", timezone: "PST" });
    const page = await app.fetch(location);
    const html = await page.text();
    expect(html).toContain("Consultation Scheduled!");
    // 2:00 PM in New York, shown in the zone the visitor chose.
    expect(html).toContain("at 11:00 AM (Pacific Time (PST))");
  });
});
