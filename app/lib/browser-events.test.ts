import { describe, expect, test } from "vitest";
import { readAuthView, searchHref } from "#app/lib/browser-events.ts";

describe("searchHref", () => {
  test("trims and encodes the query", () => {
    expect(searchHref("  smart blazer & co ")).toBe("/search?q=smart%20blazer%20%26%20co");
  });
  test("ignores empty and whitespace-only input", () => {
    expect(searchHref("")).toBeNull();
    expect(searchHref(" \t\n ")).toBeNull();
  });
});

describe("readAuthView", () => {
  test("defaults to login and accepts the known views", () => {
    expect(readAuthView(new CustomEvent("open-auth-modal"))).toBe("login");
    expect(readAuthView(new CustomEvent("open-auth-modal", { detail: { view: "signup" } }))).toBe(
      "signup",
    );
    expect(readAuthView(new CustomEvent("open-auth-modal", { detail: { view: "forgot" } }))).toBe(
      "forgot",
    );
    expect(readAuthView(new CustomEvent("open-auth-modal", { detail: { view: "admin" } }))).toBe(
      "login",
    );
  });
});
