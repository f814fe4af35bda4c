import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { users } from "#app/.server/db/schema.ts";
import { loginAttempts } from "#app/.server/db/security-schema.ts";
import { engines } from "#tests/support/database.ts";
import { latestMailTo, linkIn } from "#tests/support/outbox.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, sessionCookieOf, signInResponse } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const WRONG = "wrong-password-1";
const NEW_PASSWORD = "orbit-lantern-4417";

describe.each(engines)("account protection on %s", (engine) => {
  // Trusting X-Forwarded-For lets each test act from addresses of its own.
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  const from = (address: string) => ({ "x-forwarded-for": address });
  const attempt = (email: string, address: string, password?: string) =>
    signInResponse(app, email, password, from(address));
  const failFiveTimes = async (email: string, address: string) => {
    for (let count = 0; count < 5; count += 1) {
      expect((await attempt(email, address, WRONG)).status).toBe(401);
    }
  };

  test("5 failures lock the account from that address only, with a message saying what to do", async () => {
    const email = "enterprise@celestial.example";
    await failFiveTimes(email, "203.0.113.9");
    const locked = await attempt(email, "203.0.113.9");
    expect(locked.status).toBe(429);
    const text = await locked.text();
    expect(text).toContain("Too many failed sign-in attempts for this account from your network");
    expect(text).toContain("Forgot password?");
    const adminCookie = sessionCookieOf(await attempt("admin@celestial.example", "192.0.2.1"));
    const monitor = await app.fetch("/admin/security", { headers: { cookie: adminCookie } });
    expect(await monitor.text()).toContain(`${email} from 203.0.113.9`);
    // The owner, elsewhere, is not locked out by someone guessing.
    expect((await attempt(email, "198.51.100.77")).status).toBe(302);
    const rows = await rowsWhere(app, loginAttempts, { email });
    expect(rows.filter((row) => !row.success)).toHaveLength(5);
    expect(rows.every((row) => row.ipAddress)).toBe(true);
  });

  test("20 failures lock an address for every account", async () => {
    const address = "203.0.113.20";
    for (let count = 0; count < 20; count += 1) {
      const email = `guess-${count % 4}@example.com`;
      expect((await attempt(email, address, WRONG)).status).toBe(401);
    }
    const locked = await attempt("partner@celestial.example", address);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many failed sign-in attempts from your network");
    expect((await attempt("partner@celestial.example", "203.0.113.21")).status).toBe(302);

    // An admin sees the address's lock and lifts it for everyone behind it.
    const adminCookie = sessionCookieOf(await attempt("admin@celestial.example", "192.0.2.1"));
    const monitor = await app.fetch("/admin/security", { headers: { cookie: adminCookie } });
    expect(await monitor.text()).toContain(`Every account from ${address}`);
    const cleared = await postForm(
      app,
      "/admin/security",
      { intent: "clear-address-lock", address },
      { cookie: adminCookie },
    );
    expect(cleared.status).toBe(302);
    expect((await attempt("partner@celestial.example", address)).status).toBe(302);
    // Twenty-odd password checks take a while on a busy machine.
  }, 90_000);

  test("twenty wrong passwords sent at once get no more than five through", async () => {
    const email = "client@celestial.example";
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(email, "203.0.113.30", WRONG)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test("an IPv6 client is counted per /64: a new address in the same network stays locked", async () => {
    const email = "management@celestial.example";
    for (let count = 1; count <= 5; count += 1) {
      expect((await attempt(email, `2001:db8:42:7::${count}`, WRONG)).status).toBe(401);
    }
    expect((await attempt(email, "2001:db8:42:7:abcd::99")).status).toBe(429);
    expect((await attempt(email, "2001:db8:42:8::1")).status).toBe(302);
  });

  test("a completed password reset lifts the account's locks", async () => {
    const email = "applicant@celestial.example";
    await failFiveTimes(email, "203.0.113.40");
    expect((await attempt(email, "203.0.113.40")).status).toBe(429);
    await postForm(app, "/auth", { intent: "forgot", email });
    const mail = await latestMailTo(app.services.db, email);
    const landing = await app.fetch(linkIn(mail?.text ?? "", app.url));
    const token = new URL(landing.headers.get("location") ?? "", app.url).searchParams.get("token");
    const reset = await postForm(app, "/auth", {
      intent: "reset",
      token: token ?? "",
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(302);
    expect((await attempt(email, "203.0.113.40", NEW_PASSWORD)).status).toBe(302);
  });

  test("sign-up answers a taken address exactly as a new one; the owner is told by e-mail", async () => {
    const signUp = (email: string) =>
      postForm(
        app,
        "/auth",
        {
          intent: "signup",
          firstName: "Nova",
          lastName: "Reyes",
          email,
          password: NEW_PASSWORD,
          role: "client",
        },
        { headers: from("203.0.113.50") },
      );
    /** The page the answer leads to, with its toast, minus what differs on every request. */
    const answer = async (response: Response) => {
      const cookie = response.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const page = await app.fetch(response.headers.get("location") ?? "", { headers: { cookie } });
      return {
        status: response.status,
        location: response.headers.get("location"),
        page: (await page.text()).replace(/nonce="[^"]+"/g, ""),
      };
    };
    const taken = "intern@celestial.example";
    const fresh = await answer(await signUp("brand.new.member@example.com"));
    const existing = await answer(await signUp(taken));
    expect(existing).toEqual(fresh);
    expect(existing.page).toContain("Please check your email to verify your account.");

    const notice = await latestMailTo(app.services.db, taken);
    expect(notice?.subject).toContain("Someone tried to sign up with your e-mail");
    expect(notice?.text).toContain(`${app.url}/auth?mode=forgot`);
    const accounts = await app.services.db.select().from(users).where(eq(users.email, taken));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.firstName).not.toBe("Nova");
    expect(
      (await latestMailTo(app.services.db, "brand.new.member@example.com"))?.subject,
    ).toContain("Verify your e-mail");
  });

  test("sign-up takes as long for a taken address as for a new one", async () => {
    const signUpFrom = async (email: string, address: string) => {
      const started = performance.now();
      const response = await postForm(
        app,
        "/auth",
        {
          intent: "signup",
          firstName: "Vega",
          lastName: "Lane",
          email,
          password: NEW_PASSWORD,
          role: "client",
        },
        { headers: from(address) },
      );
      expect(response.status).toBe(302);
      return performance.now() - started;
    };
    // Pairs taken one after the other, so a busy moment on the machine slows both of a pair. A
    // half-second wait on one path only (what made the difference) shows in every pair.
    const differences: number[] = [];
    for (let pair = 0; pair < 5; pair += 1) {
      const fresh = await signUpFrom(`timing-${pair}@example.com`, `203.0.113.${60 + pair}`);
      const taken = await signUpFrom("partner@celestial.example", `203.0.113.${70 + pair}`);
      differences.push(fresh - taken);
    }
    const median = differences.sort((a, b) => a - b)[2] ?? Number.NaN;
    expect(Math.abs(median)).toBeLessThan(200);
  });
});
