import type { Engine } from "./database.ts";
import { postForm } from "./sign-in.ts";
import type { TestApp } from "./test-app.ts";
import { useTestApp } from "./use-test-app.ts";

export const PORTAL = "/employee-portal";
/** The staff password the portal's tests configure. */
export const STAFF_PASSWORD = "integration-staff-password";

/** The `name=value` pairs a response set, ready to send back as a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function employeeSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("employee_session="));
}

/** The portal as one address sees it (the app trusts X-Forwarded-For). */
export function employeePortal(app: TestApp) {
  const signIn = (email: string, password: string, address: string) =>
    postForm(
      app,
      PORTAL,
      { intent: "sign-in", email, password },
      { headers: { "x-forwarded-for": address } },
    );
  return {
    signIn,
    /** Signs in and returns the employee cookie alone (the welcome toast is left behind). */
    employeeCookie: async (email: string, address: string) => {
      const response = await signIn(email, STAFF_PASSWORD, address);
      const cookie = employeeSetCookie(response);
      if (response.status !== 302 || !cookie) {
        throw new Error(`no employee session for ${email} (status ${response.status})`);
      }
      return cookie.split(";")[0] ?? "";
    },
    /** Asks this manager for a meeting, with this cookie or as a visitor without one. */
    requestMeeting: (managerId: string, cookie?: string) =>
      postForm(app, PORTAL, { intent: "request-meeting", managerId }, { cookie }),
    /** The portal page's HTML, for a visitor or with this cookie. */
    page: async (cookie?: string) => (await app.get(PORTAL, cookie)).text(),
  };
}

/** The app with the staff password set, and its portal, for the enclosing `describe`. */
export function useEmployeePortal(engine: Engine) {
  // Trusting X-Forwarded-For lets each test act from its own address, so the sign-in limit one
  // test uses up does not refuse the next test's attempts.
  const app = useTestApp(engine, { EMPLOYEE_PASSWORD: STAFF_PASSWORD, TRUST_PROXY: "true" });
  return { app, ...employeePortal(app) };
}
