import { expect, test } from "vitest";
import { createEventLimiter } from "./event-limit.ts";

const NOON = Date.parse("2026-11-24T12:00:00Z");
const MINUTE = 60_000;

test("a client gets its allowance per minute, counted per address (an IPv6 /64 as one)", () => {
  const limiter = createEventLimiter({ perMinute: 3, perDay: 100 });
  for (let i = 0; i < 3; i += 1) expect(limiter.allow("2001:db8::1", NOON).allowed).toBe(true);
  expect(limiter.allow("2001:db8::2", NOON + 10)).toEqual({
    allowed: false,
    retryAfterSeconds: 60,
  });
  expect(limiter.allow("203.0.113.9", NOON + 10).allowed).toBe(true);
  expect(limiter.allow("2001:db8::1", NOON + MINUTE).allowed).toBe(true);
});

test("past its daily allowance a client waits for the next UTC day, however slowly it sent", () => {
  const limiter = createEventLimiter({ perMinute: 3, perDay: 5 });
  for (let i = 0; i < 5; i += 1) {
    expect(limiter.allow(`2001:db8:1:2::${i}`, NOON + i * MINUTE).allowed).toBe(true);
  }
  expect(limiter.allow("2001:db8:1:2::99", NOON + 10 * MINUTE)).toEqual({
    allowed: false,
    retryAfterSeconds: 11 * 60 * 60 + 50 * 60,
  });
  expect(limiter.allow("2001:db8:1:3::1", NOON + 10 * MINUTE).allowed).toBe(true);
  expect(limiter.allow("2001:db8:1:2::1", Date.parse("2026-11-25T00:00:00Z")).allowed).toBe(true);
});

test("events refused in a burst do not count against the day's allowance", () => {
  const limiter = createEventLimiter({ perMinute: 2, perDay: 5 });
  for (let i = 0; i < 10; i += 1) limiter.allow("203.0.113.9", NOON);
  expect(limiter.allow("203.0.113.9", NOON + MINUTE).allowed).toBe(true);
});
