import { describe, expect, it } from "vitest";
import { signLink } from "#app/.server/link-signing.ts";
import {
  CONFIRM_LINK_DAYS,
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from "./tokens.ts";

const SECRET = { current: "a-secret-that-is-long-enough-for-tests", previous: undefined };
const ID = "6f1c0c1e-8f7a-4a4e-9d3b-2f6d1b7a9c10";
const ISSUED = new Date("2025-03-01T12:00:00Z");
const LIFETIME_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;
const later = (ms: number) => new Date(ISSUED.getTime() + ms);

describe("newsletter unsubscribe tokens", () => {
  it("read back the id they were made for", () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, ID))).toBe(ID);
  });

  it("do not work for another secret or another id", () => {
    const token = unsubscribeToken(SECRET, ID);
    expect(readUnsubscribeToken({ ...SECRET, current: `${SECRET.current}x` }, token)).toBeNull();
    const otherId = ID.replace("6f1c", "7f1c");
    expect(readUnsubscribeToken(SECRET, `${otherId}.${token.split(".")[1]}`)).toBeNull();
  });

  it.each(["", "no-dot", "not-a-uuid.sig", `${ID}.`])("refuse %j", (token) => {
    expect(readUnsubscribeToken(SECRET, token)).toBeNull();
  });
});

describe("newsletter confirm tokens", () => {
  it("read back the id they were made for while fresh", () => {
    const token = confirmToken(SECRET, ID, ISSUED);
    expect(readConfirmToken(SECRET, token, ISSUED)).toEqual({ id: ID, expired: false });
    expect(readConfirmToken(SECRET, token, later(LIFETIME_MS))).toEqual({ id: ID, expired: false });
  });

  it("have expired 7 days after they were issued", () => {
    expect(CONFIRM_LINK_DAYS).toBe(7);
    const token = confirmToken(SECRET, ID, ISSUED);
    expect(readConfirmToken(SECRET, token, later(LIFETIME_MS + 1000))).toEqual({
      id: ID,
      expired: true,
    });
  });

  it("cannot be made younger: the issue time is signed with the id", () => {
    const [id, issued, signature] = confirmToken(SECRET, ID, ISSUED).split(".");
    const younger = `${id}.${Number(issued) + 3600}.${signature}`;
    expect(readConfirmToken(SECRET, younger, ISSUED)).toBeNull();
  });

  it("do not work as unsubscribe tokens, nor the other way round", () => {
    const confirm = confirmToken(SECRET, ID, ISSUED);
    expect(readUnsubscribeToken(SECRET, confirm)).toBeNull();
    expect(readConfirmToken(SECRET, unsubscribeToken(SECRET, ID), ISSUED)).toBeNull();
  });

  it("do not work for another secret or another id", () => {
    const token = confirmToken(SECRET, ID, ISSUED);
    const other = { ...SECRET, current: `${SECRET.current}x` };
    expect(readConfirmToken(other, token, ISSUED)).toBeNull();
    const otherId = ID.replace("6f1c", "7f1c");
    expect(readConfirmToken(SECRET, token.replace(ID, otherId), ISSUED)).toBeNull();
  });

  it("made before they carried a time are ours but expired", () => {
    const old = `${ID}.${signLink(SECRET, "newsletter-confirm", ID)}`;
    expect(readConfirmToken(SECRET, old, ISSUED)).toEqual({ id: ID, expired: true });
    expect(readConfirmToken(SECRET, `${ID}.forged-signature`, ISSUED)).toBeNull();
  });

  it.each([
    "",
    "no-dot",
    "not-a-uuid.1740830400.sig",
    `${ID}.`,
    `${ID}..sig`,
    `${ID}.soon.sig`,
    `${ID}.1740830400.`,
    `${ID}.1740830400.sig.more`,
  ])("refuse %j", (token) => {
    expect(readConfirmToken(SECRET, token, ISSUED)).toBeNull();
  });
});
