import { describe, expect, test } from "vitest";
import { limitingKey } from "./limiting-key.ts";

describe("the limiting key of a client address", () => {
  test("an IPv4 address is its own key", () => {
    expect(limitingKey("203.0.113.9")).toBe("203.0.113.9");
    expect(limitingKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  test("every address in one IPv6 /64 shares a key, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0009",
      "2001:db8:1:2:a:b:1.2.3.4",
      "2001:db8:1:2::7%eth0",
    ].map(limitingKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  test("neighbouring /64s get keys of their own", () => {
    expect(limitingKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitingKey("::1")).toBe("0:0:0:0::/64");
  });

  test("a value that is not an address is left alone", () => {
    expect(limitingKey("unknown")).toBe("unknown");
    expect(limitingKey("person@example.com")).toBe("person@example.com");
  });
});
