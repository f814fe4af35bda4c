import { DEMO_PASSWORD } from "#app/.server/demo/seed.ts";
import type { TestApp } from "./test-app.ts";

/** Posts a form to a route action the way a browser without JavaScript would. */
export function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return app.fetch(path, {
    method: "POST",
    headers: {
      origin: app.url,
      "content-type": "application/x-www-form-urlencoded",
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through the /auth page's action; the response is its redirect (or refusal). */
export function signInResponse(
  app: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<Response> {
  return postForm(app, "/auth", { intent: "login", email, password }, { headers });
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.includes("better-auth.session_token="));
  if (!cookie) throw new Error(`no session cookie was set (status ${response.status})`);
  return cookie.split(";")[0] ?? "";
}

/** A signed-in demo account's cookie header. */
export async function signInAs(app: TestApp, email: string, password = DEMO_PASSWORD) {
  return sessionCookieOf(await signInResponse(app, email, password));
}
