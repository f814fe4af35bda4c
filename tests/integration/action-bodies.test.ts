import { describe, expect, test } from "vitest";
import { engines } from "#tests/support/database.ts";
import { freshAddress } from "#tests/support/public-forms.ts";
import { actionRoutes } from "#tests/support/route-paths.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const routes = await actionRoutes();

/** Actions that read no body at all: whatever is sent, they do their one thing. */
const BODILESS = new Set(["/sign-out"]);

const WRONG_BODIES: { name: string; type: string; body: string }[] = [
  { name: "a JSON body", type: "application/json", body: '{"intent":"x"}' },
  {
    name: "a broken multipart body",
    type: "multipart/form-data; boundary=----celestial",
    body: '------celestial\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin',
  },
  { name: "a broken JSON body", type: "application/json", body: '{"intent":' },
  { name: "a text body", type: "text/plain", body: "intent=login" },
];

describe.each(engines)("action bodies on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });
  // Signed in as the admin, every action gets past its permission check to the body.
  const admin = useSignedIn(app, "admin@celestial.example");

  test.each(routes.filter((route) => !BODILESS.has(route.path)))(
    "$path answers a body it cannot read with a 4xx",
    async ({ path }) => {
      for (const { name, type, body } of WRONG_BODIES) {
        const response = await app.fetch(path, {
          method: "POST",
          headers: {
            origin: app.url,
            cookie: admin.cookie,
            "content-type": type,
            "x-forwarded-for": freshAddress(),
          },
          body,
        });
        expect(response.status, name).toBeGreaterThanOrEqual(400);
        expect(response.status, name).toBeLessThan(500);
      }
    },
  );
});
