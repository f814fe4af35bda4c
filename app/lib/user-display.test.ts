import { describe, expect, test } from "vitest";
import {
  formatBadgeCount,
  userDisplayName,
  userInitials,
  welcomeName,
} from "#app/lib/user-display.ts";

describe("userInitials", () => {
  test("first and last initials when both names exist", () => {
    expect(userInitials({ email: "nova@x.example", firstName: "nova", lastName: "starling" })).toBe(
      "NS",
    );
  });
  test("the e-mail's first letter when a name is missing", () => {
    expect(userInitials({ email: "orbit@x.example", firstName: "Nova", lastName: null })).toBe("O");
    expect(userInitials({ email: "orbit@x.example", firstName: " ", lastName: "Star" })).toBe("O");
  });
  test("U when there is nothing to go on", () => {
    expect(userInitials({ email: "", firstName: null, lastName: null })).toBe("U");
  });
});

describe("userDisplayName", () => {
  test("the full name, else the e-mail", () => {
    expect(userDisplayName({ email: "a@x.example", firstName: "Nova", lastName: "Star" })).toBe(
      "Nova Star",
    );
    expect(userDisplayName({ email: "a@x.example", firstName: null, lastName: null })).toBe(
      "a@x.example",
    );
  });
});

describe("formatBadgeCount", () => {
  test("caps at 99+ above 99", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
  });
});

describe("welcomeName", () => {
  test("prefers the first name, then the e-mail's local part, then Explorer", () => {
    expect(welcomeName({ email: "ada@celestial.example", firstName: "Ada" })).toBe("Ada");
    expect(welcomeName({ email: "ada.l@celestial.example", firstName: "  " })).toBe("ada.l");
    expect(welcomeName({ email: "@celestial.example", firstName: null })).toBe("Explorer");
  });
});
