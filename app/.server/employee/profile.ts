import { createHash } from "node:crypto";
import { findManagerByEmail } from "./managers.ts";

/** The employee session's fields, derived from the e-mail alone: the portal has no user table. */
export type EmployeeProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  department: "Engineering";
  role: "Software Developer";
  isManager: boolean;
};

const MANAGER_MARKERS = ["manager", "admin"];

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Section 5: names from the local part split on a dot, fixed department and role, and isManager
 * when the address contains 'manager' or 'admin'. Only the local part is searched for those words:
 * the domain is the same for every employee, so a domain such as "admin-corp.example" would
 * otherwise make everyone a manager. A manager listed in the portal is a manager too, so the
 * person who receives meeting requests also carries the badge.
 */
export function deriveEmployeeProfile(email: string, emailDomain: string): EmployeeProfile {
  const normalised = email.trim().toLowerCase();
  const localPart = normalised.slice(0, normalised.lastIndexOf("@"));
  const [first = "", ...rest] = localPart.split(".").filter(Boolean);
  return {
    id: `emp_${createHash("sha256").update(normalised).digest("hex").slice(0, 24)}`,
    email: normalised,
    firstName: capitalise(first),
    lastName: rest.map(capitalise).join(" "),
    department: "Engineering",
    role: "Software Developer",
    isManager:
      MANAGER_MARKERS.some((marker) => localPart.includes(marker)) ||
      findManagerByEmail(emailDomain, normalised) !== undefined,
  };
}

/** "Jordan Lee", or the address itself when the local part gave no name at all. */
export function employeeDisplayName(profile: EmployeeProfile): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.email;
}
