import { describe, expect, test } from "vitest";
import { cookiesDocument } from "./cookies.ts";
import { curriculumContent } from "./curriculum.ts";
import { privacyDocument } from "./privacy.ts";
import { refundPolicyDocument } from "./refund-policy.ts";
import { termsDocument } from "./terms.ts";

/** The figures and names readers already know, which an edit of the content must not change. */
describe("editorial content", () => {
  test("the curriculum has six modules of 4/3/3/4/3/2 weeks", () => {
    expect(curriculumContent.modules.items.map((module) => module.duration)).toEqual([
      4, 3, 3, 4, 3, 2,
    ]);
    expect(curriculumContent.projects.items).toHaveLength(6);
    expect(curriculumContent.certification.items).toHaveLength(4);
  });

  test("terms and privacy carry their dates and numbered sections", () => {
    for (const legal of [termsDocument, privacyDocument]) {
      expect(legal.effective).toBe("2025-03-15");
      expect(legal.updated).toBe("2025-09-15");
    }
    expect(termsDocument.sections).toHaveLength(14);
    expect(termsDocument.starfield).toBe(50);
    expect(privacyDocument.sections).toHaveLength(12);
  });

  test("the cookie policy names every cookie and storage key the site sets", () => {
    const text = JSON.stringify(cookiesDocument);
    for (const name of [
      "better-auth.session_token",
      "theme",
      "toast",
      "employee_session",
      "celestial-cart",
      "celestial-cart-owner",
    ]) {
      expect(text).toContain(name);
    }
  });

  test("the refund policy covers bookings and shop orders", () => {
    const titles = refundPolicyDocument.sections.map((section) => section.title);
    expect(titles).toEqual(expect.arrayContaining(["Consultation Bookings", "Shop Orders"]));
  });
});
