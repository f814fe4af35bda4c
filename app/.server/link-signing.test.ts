import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { signLink, verifyLink } from "./link-signing.ts";

const OLD = "the-secret-before-the-rotation-0000000000";
const NEW = "the-secret-after-the-rotation-11111111111";
const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

test("a signature holds for its own purpose and subject only", () => {
  const secrets = { current: NEW, previous: undefined };
  const signature = signLink(secrets, "booking-manage", ID);
  expect(verifyLink(secrets, "booking-manage", ID, signature)).toBe(true);
  expect(verifyLink(secrets, "order-receipt", ID, signature)).toBe(false);
  expect(verifyLink(secrets, "newsletter-unsubscribe", ID, signature)).toBe(false);
  expect(verifyLink(secrets, "booking-manage", `${ID}x`, signature)).toBe(false);
  expect(verifyLink(secrets, "booking-manage", ID, "forged")).toBe(false);
});

test("the key is derived per purpose, never the session secret itself", () => {
  const direct = createHmac("sha256", NEW).update(ID).digest("base64url");
  const prefixed = createHmac("sha256", NEW).update(`consultation:${ID}`).digest("base64url");
  const signature = signLink({ current: NEW, previous: undefined }, "booking-manage", ID);
  expect(signature).not.toBe(direct);
  expect(signature).not.toBe(prefixed);
});

test("links signed before a rotation work while the previous secret is configured", () => {
  const before = signLink({ current: OLD, previous: undefined }, "order-receipt", ID);
  expect(verifyLink({ current: NEW, previous: OLD }, "order-receipt", ID, before)).toBe(true);
  expect(verifyLink({ current: NEW, previous: undefined }, "order-receipt", ID, before)).toBe(
    false,
  );
  // New links are signed with the new secret.
  const after = signLink({ current: NEW, previous: OLD }, "order-receipt", ID);
  expect(after).not.toBe(before);
  expect(verifyLink({ current: NEW, previous: undefined }, "order-receipt", ID, after)).toBe(true);
});
