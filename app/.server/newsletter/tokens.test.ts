import { describe, expect, it } from "vitest";
import { newsletterToken, readNewsletterToken } from "./tokens.ts";

const SECRET = { current: "a-secret-that-is-long-enough-for-tests", previous: undefined };
const ID = "6f1c0c1e-8f7a-4a4e-9d3b-2f6d1b7a9c10";

describe("newsletter tokens", () => {
  it("read back the id they were made for", () => {
    expect(readNewsletterToken(SECRET, "confirm", newsletterToken(SECRET, "confirm", ID))).toBe(ID);
  });

  it("do not work for the other purpose, another secret or another id", () => {
    const token = newsletterToken(SECRET, "confirm", ID);
    expect(readNewsletterToken(SECRET, "unsubscribe", token)).toBeNull();
    expect(
      readNewsletterToken({ ...SECRET, current: `${SECRET.current}x` }, "confirm", token),
    ).toBeNull();
    const otherId = ID.replace("6f1c", "7f1c");
    expect(readNewsletterToken(SECRET, "confirm", `${otherId}.${token.split(".")[1]}`)).toBeNull();
  });

  it.each(["", "no-dot", "not-a-uuid.sig", `${ID}.`])("refuse %j", (token) => {
    expect(readNewsletterToken(SECRET, "confirm", token)).toBeNull();
  });
});
