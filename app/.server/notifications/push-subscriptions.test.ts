import { describe, expect, test } from "vitest";
import { isAllowedEndpoint } from "./push-subscriptions.ts";

describe("push endpoints the server may post to", () => {
  const site = "https://celestial.example";

  test("a push service on the internet over https", () => {
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc", site)).toBe(true);
    expect(isAllowedEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", site)).toBe(
      true,
    );
  });

  test("never plain http, an address literal, or a name inside the network", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://10.0.0.7/push",
      "https://169.254.169.254/latest",
      "https://[fd00::1]/push",
      "https://db.internal/push",
      "https://printer.local/push",
      "https://intranet/push",
      "http://127.0.0.1:9000/push",
      "http://localhost:9000/push",
    ]) {
      expect(isAllowedEndpoint(endpoint, site), endpoint).toBe(false);
    }
  });

  test("a loopback push service only for a site that itself runs on loopback", () => {
    expect(isAllowedEndpoint("http://127.0.0.1:9000/push", "http://127.0.0.1:3000")).toBe(true);
    expect(isAllowedEndpoint("http://localhost:9000/push", "http://localhost:3000")).toBe(true);
  });
});
