import { describe, expect, test } from "vitest";
import { deriveEmployeeProfile, employeeDisplayName } from "./profile.ts";

const DOMAIN = "celestial.example";

describe("deriveEmployeeProfile", () => {
  test("first and last name come from the local part split on a dot, capitalised", () => {
    const profile = deriveEmployeeProfile("jordan.lee@celestial.example", DOMAIN);
    expect(profile).toMatchObject({
      email: "jordan.lee@celestial.example",
      firstName: "Jordan",
      lastName: "Lee",
      department: "Engineering",
      role: "Software Developer",
      isManager: false,
    });
  });

  test("a local part without a dot leaves the last name empty", () => {
    const profile = deriveEmployeeProfile("sam@celestial.example", DOMAIN);
    expect(profile.firstName).toBe("Sam");
    expect(profile.lastName).toBe("");
    expect(employeeDisplayName(profile)).toBe("Sam");
  });

  test("further parts stay in the last name rather than being dropped", () => {
    expect(deriveEmployeeProfile("ana.de.la.cruz@celestial.example", DOMAIN).lastName).toBe(
      "De La Cruz",
    );
  });

  test("the address is lower-cased, so the id is the same whatever the letter case", () => {
    const upper = deriveEmployeeProfile("Jordan.LEE@Celestial.Example", DOMAIN);
    const lower = deriveEmployeeProfile("jordan.lee@celestial.example", DOMAIN);
    expect(upper.email).toBe("jordan.lee@celestial.example");
    expect(upper.firstName).toBe("Jordan");
    expect(upper.id).toBe(lower.id);
    expect(upper.id).toMatch(/^emp_[0-9a-f]{24}$/);
    expect(deriveEmployeeProfile("casey.kim@celestial.example", DOMAIN).id).not.toBe(lower.id);
  });

  test("isManager when the address contains 'manager' or 'admin'", () => {
    expect(deriveEmployeeProfile("team.manager@celestial.example", DOMAIN).isManager).toBe(true);
    expect(deriveEmployeeProfile("sysadmin@celestial.example", DOMAIN).isManager).toBe(true);
    expect(deriveEmployeeProfile("Kim.ADMIN@celestial.example", DOMAIN).isManager).toBe(true);
    expect(deriveEmployeeProfile("kim.lee@celestial.example", DOMAIN).isManager).toBe(false);
  });

  test("only the local part counts, so a company domain with 'admin' in it makes nobody a manager", () => {
    expect(
      deriveEmployeeProfile("kim.lee@admin-corp.example", "admin-corp.example").isManager,
    ).toBe(false);
  });

  test("a manager listed in the portal is a manager, on the configured domain only", () => {
    expect(deriveEmployeeProfile("avery.stone@celestial.example", DOMAIN).isManager).toBe(true);
    expect(deriveEmployeeProfile("avery.stone@other.example", "other.example").isManager).toBe(
      true,
    );
    expect(deriveEmployeeProfile("avery.stone@celestial.example", "other.example").isManager).toBe(
      false,
    );
  });
});
