import { describe, expect, test } from "vitest";
import { parseRoleCommand } from "./role-command.ts";

describe("parseRoleCommand", () => {
  test("accepts a known role and normalises the e-mail", () => {
    expect(parseRoleCommand({ email: " Ops@Example.com ", role: "admin" })).toEqual({
      email: "ops@example.com",
      role: "admin",
      revoke: false,
    });
    expect(parseRoleCommand({ email: "a@b.co", role: "partner", revoke: true })).toMatchObject({
      revoke: true,
    });
  });

  test("names what is missing or wrong", () => {
    expect(parseRoleCommand({ role: "admin" })).toEqual({ error: "--email is required" });
    expect(parseRoleCommand({ email: "a@b.co" })).toEqual({ error: "--role is required" });
    expect(parseRoleCommand({ email: "a@b.co", role: "overlord" })).toEqual({
      error: 'Unknown role "overlord"',
    });
  });
});
