import { expect, test } from "vitest";
import { createEventLimiter } from "./event-limit.ts";

test("a client gets its allowance per minute, counted per address (an IPv6 /64 as one)", () => {
  const limiter = createEventLimiter(3);
  const t = 1_000_000;
  for (let i = 0; i < 3; i += 1) expect(limiter.allow("2001:db8::1", t)).toBe(true);
  expect(limiter.allow("2001:db8::2", t + 10)).toBe(false);
  expect(limiter.allow("203.0.113.9", t + 10)).toBe(true);
  expect(limiter.allow("2001:db8::1", t + 60_000)).toBe(true);
});
