import { describe, expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { UNSAFE_TEXT } from "#app/schemas/text.ts";
import { NEW_PRODUCT } from "#tests/support/admin.ts";
import { bookingFlowPayload } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { formCases, postFrom, readable } from "#tests/support/public-forms.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const UNSAFE = ["Nova\u0000Testwell", "Nova\uD800", "Nova\u0007"];

describe.each(engines)("unsafe text on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  const postJson = (path: string, body: unknown, address: string) =>
    app.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": address },
      body: JSON.stringify(body),
    });

  test("the booking endpoint answers 400 with the message, and stores nothing", async () => {
    const email = "unsafe.booking@example.com";
    let address = 0;
    for (const field of ["name", "company", "message", "phone"]) {
      for (const value of UNSAFE) {
        address += 1;
        const response = await postJson(
          "/api/functions/complete-consultation-booking",
          bookingFlowPayload({ email, [field]: value }),
          `203.0.113.${address}`,
        );
        expect(response.status, `${field} ${JSON.stringify(value)}`).toBe(400);
        expect(await response.json()).toEqual({ error: UNSAFE_TEXT });
      }
    }
    expect(await rowsWhere(app, consultationBookings, { email })).toHaveLength(0);
  });

  test("the JSON form endpoints answer 400 with the message", async () => {
    const nomination = await postJson(
      "/api/functions/send-rising-star-nomination",
      { ...formCases[5]?.valid, why: "Because\u0000" },
      "203.0.113.200",
    );
    expect(nomination.status).toBe(400);
    expect(await nomination.json()).toEqual({ error: UNSAFE_TEXT });
    const newsletter = await postJson(
      "/api/newsletter/subscribe",
      { email: "nova\uD800@example.com" },
      "203.0.113.201",
    );
    expect(newsletter.status).toBe(400);
    expect(await newsletter.json()).toEqual({ error: UNSAFE_TEXT });
  });

  test.each(formCases)("the $name form shows the message on the field", async (form) => {
    const field = Object.keys(form.required)[0] ?? "";
    const response = await postFrom(app)(form.path, { ...form.valid, [field]: "Nova\u0000" });
    expect(response.status).toBe(400);
    expect(readable(await response.text())).toContain(UNSAFE_TEXT);
    expect(await app.services.db.select().from(form.table)).toEqual([]);
  });

  test("the sign-up form shows the message too", async () => {
    const response = await postForm(app, "/auth", {
      intent: "signup",
      firstName: "Nova\u0000",
      lastName: "Testwell",
      email: "nova.unsafe@example.com",
      password: "a-long-enough-password",
    });
    expect(response.status).toBe(400);
    expect(readable(await response.text())).toContain(UNSAFE_TEXT);
  });

  test("a product id in the address with a NUL is an unknown product, not a crash", async () => {
    expect((await app.fetch("/product/%00")).status).toBe(404);
    expect((await app.fetch("/events/%00/calendar.ics")).status).toBe(404);
  });

  test("the admin's product editor treats such an id as an unknown product", async () => {
    const cookie = await signInAs(app, "admin@celestial.example");
    expect((await app.fetch("/admin/products/%00", { headers: { cookie } })).status).toBe(404);
    const edit = await postForm(
      app,
      "/admin/products/%00",
      { ...NEW_PRODUCT, id: "ignored" },
      { cookie },
    );
    expect(edit.status).toBe(404);
  });
});
