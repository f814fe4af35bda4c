import { describe, expect, test } from "vitest";
import { isPrivatePath } from "./cache-policy.ts";

describe("private pages, matched as the router matches paths", () => {
  test("whatever the case, slashes, encoding or .data twin", () => {
    for (const path of [
      "/checkout",
      "/Checkout",
      "/CHECKOUT/",
      "/checkout//",
      "//checkout",
      "/%63heckout",
      "/checkout.data",
      "/Checkout.data",
      "/checkout/.data",
      "/Admin/Users",
      "/admin/users/.data",
      "/Consultation/Manage/abc",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  test("public pages stay public, including ones that start like a private area", () => {
    for (const path of ["/", "/_root.data", "/shop", "/Shop/", "/checkouts", "/administrator"]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});
