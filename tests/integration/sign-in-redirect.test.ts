import { expect, test } from "vitest";
import { DEMO_PASSWORD } from "#app/.server/demo/seed.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("the post-sign-in redirect", (app) => {
  const signInTo = async (redirectTo: string) => {
    const response = await postForm(app, "/auth", {
      intent: "login",
      email: "client@celestial.example",
      password: DEMO_PASSWORD,
      redirectTo,
    });
    expect(response.status).toBe(302);
    return response.headers.get("location");
  };

  test("goes back to a path on this site", async () => {
    expect(await signInTo("/shop?category=events")).toBe("/shop?category=events");
  });

  test("never to another site through a tab, a line break or a backslash", async () => {
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "/a\\b"]) {
      expect(await signInTo(target), JSON.stringify(target)).toBe("/dashboard");
    }
  });
});
