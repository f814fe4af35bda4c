import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { employeeMeetingRequests } from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import {
  cookiesOf,
  employeeSetCookie,
  PORTAL,
  useEmployeePortal,
} from "#tests/support/employee-portal.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";

describe.each(engines)("employee meeting requests on %s", (engine) => {
  const { app, employeeCookie, page, requestMeeting } = useEmployeePortal(engine);

  test("a meeting request is stored and shown to that manager", async () => {
    const employee = await employeeCookie("riley.park@celestial.example", "198.51.100.7");
    const response = await requestMeeting("avery-stone", employee);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PORTAL);
    const confirmation = await page(`${employee}; ${cookiesOf(response)}`);
    expect(confirmation).toContain("Meeting request sent to Avery Stone");
    expect(confirmation).toContain("Request sent");

    const rows = await rowsWhere(app, employeeMeetingRequests, {
      employeeEmail: "riley.park@celestial.example",
    });
    expect(rows).toMatchObject([
      {
        employeeName: "Riley Park",
        managerEmail: "avery.stone@celestial.example",
        managerName: "Avery Stone",
        status: "requested",
      },
    ]);

    // Asking again while the first request is pending does not store a second one.
    await requestMeeting("avery-stone", employee);
    const again = await rowsWhere(app, employeeMeetingRequests, {
      employeeEmail: "riley.park@celestial.example",
    });
    expect(again).toHaveLength(1);

    const manager = await employeeCookie("avery.stone@celestial.example", "198.51.100.8");
    const managerPage = await page(manager);
    expect(managerPage).toContain("Meeting requests");
    expect(managerPage).toContain(">Manager</p>");
    expect(managerPage).toContain("Riley Park");
    expect(managerPage).toContain("riley.park@celestial.example");

    // Another manager does not see it, and sees the empty state instead.
    const other = await employeeCookie("team.manager@celestial.example", "198.51.100.8");
    const otherPage = await page(other);
    expect(otherPage).toContain("Meeting requests");
    expect(otherPage).toContain("No meeting requests yet.");
    expect(otherPage).not.toContain("riley.park@celestial.example");
  });

  test("a busy manager is refused on the server, whatever the form showed", async () => {
    const employee = await employeeCookie("sam.ortiz@celestial.example", "198.51.100.9");
    const html = await page(employee);
    expect(html).toContain("Busy");

    const response = await requestMeeting("morgan-vale", employee);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Morgan Vale is busy");
    const unknown = await requestMeeting("nobody-here", employee);
    expect(unknown.status).toBe(400);
    const rows = await app.services.db
      .select()
      .from(employeeMeetingRequests)
      .where(
        and(
          eq(employeeMeetingRequests.employeeEmail, "sam.ortiz@celestial.example"),
          eq(employeeMeetingRequests.managerName, "Morgan Vale"),
        ),
      );
    expect(rows).toEqual([]);
  });

  test("a meeting request without a session stores nothing", async () => {
    const response = await requestMeeting("riley-quinn");
    expect(response.status).toBe(302);
    const rows = await rowsWhere(app, employeeMeetingRequests, { managerName: "Riley Quinn" });
    expect(rows).toEqual([]);
  });

  test("sign-out clears the cookie", async () => {
    const cookie = await employeeCookie("jordan.lee@celestial.example", "198.51.100.10");
    const response = await postForm(app, PORTAL, { intent: "sign-out" }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PORTAL);
    const cleared = employeeSetCookie(response) ?? "";
    expect(cleared).toMatch(/^employee_session=;/);
    expect(cleared).toContain("Max-Age=0");
    expect(await page(cookiesOf(response))).toContain("Employee Access Only");
  });
});
