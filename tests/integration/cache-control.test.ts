import { expect, test } from "vitest";
import { pagePaths } from "#tests/support/route-paths.ts";
import { describeWithApp, useSignedIn } from "#tests/support/use-test-app.ts";

const adminPages = await pagePaths("/admin");

const PERSONAL = ["/dashboard", "/profile", "/favorites", "/analytics", "/checkout"];

/** Pages a stranger may open: the sign-in forms and the guest checkout. */
const OPEN_PRIVATE = [
  "/auth",
  "/auth.data",
  "/checkout",
  "/employee-portal",
  // The router matches paths whatever their case or trailing slash; the rules do too.
  "/Checkout",
  "/CHECKOUT/",
  "/Auth.data",
];

describeWithApp("Cache-Control", (app) => {
  const admin = useSignedIn(app, "admin@celestial.example");
  const member = useSignedIn(app, "client@celestial.example");

  const cacheControl = async (path: string, cookie?: string) => {
    const response = await app.fetch(path, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    return { status: response.status, header: response.headers.get("cache-control") };
  };

  test.each(adminPages)("the admin page %s and its .data twin are no-store", async (path) => {
    // The product editor's sample id names no product: a 404 page, private all the same.
    expect(await cacheControl(path, admin.cookie)).toMatchObject({ header: "no-store" });
    expect(await cacheControl(`${path}.data`, admin.cookie)).toMatchObject({ header: "no-store" });
  });

  test.each(PERSONAL)("the personal page %s and its .data twin are no-store", async (path) => {
    expect(await cacheControl(path, member.cookie)).toEqual({ status: 200, header: "no-store" });
    expect(await cacheControl(`${path}.data`, member.cookie)).toMatchObject({ header: "no-store" });
  });

  test.each(OPEN_PRIVATE)("%s is no-store without a session too", async (path) => {
    expect(await cacheControl(path)).toEqual({ status: 200, header: "no-store" });
  });

  test("a signed-in /dashboard answers 200 with no-store", async () => {
    expect(await cacheControl("/dashboard", member.cookie)).toEqual({
      status: 200,
      header: "no-store",
    });
  });

  test("a public page is no-store only when it was rendered for a signed-in visitor", async () => {
    expect((await cacheControl("/about")).header).toBeNull();
    expect((await cacheControl("/about", member.cookie)).header).toBe("no-store");
    expect((await cacheControl("/_root.data", member.cookie)).header).toBe("no-store");
  });
});
