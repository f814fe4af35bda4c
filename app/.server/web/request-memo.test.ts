import { expect, test } from "vitest";
import { oncePerRequest, withRequestMemo } from "./request-memo.ts";

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

test("within one request, the root and the page share one answer", async () => {
  let reads = 0;
  const read = () => later(`user ${++reads}`);
  const answers = await withRequestMemo(() =>
    Promise.all([oncePerRequest("session-user", read), oncePerRequest("session-user", read)]),
  );
  expect(answers).toEqual(["user 1", "user 1"]);
});

test("requests running side by side never see each other's answer", async () => {
  const [alice, bob] = await Promise.all([
    withRequestMemo(async () => {
      await later(null);
      return oncePerRequest("session-user", () => later("alice"));
    }),
    withRequestMemo(() => oncePerRequest("session-user", () => later("bob"))),
  ]);
  expect(alice).toBe("alice");
  expect(bob).toBe("bob");
});

test("outside a request's scope every call reads afresh", async () => {
  let reads = 0;
  const read = () => later(++reads);
  await oncePerRequest("session-user", read);
  expect(await oncePerRequest("session-user", read)).toBe(2);
});
