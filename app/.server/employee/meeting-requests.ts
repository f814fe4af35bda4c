import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { employeeMeetingRequests } from "#app/.server/db/schema.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { findManagerById, type PortalManager } from "./managers.ts";
import { type EmployeeProfile, employeeDisplayName } from "./profile.ts";

const PENDING = "requested";

export type IncomingMeetingRequest = {
  id: string;
  employeeName: string;
  employeeEmail: string;
  status: string;
  /** Formatted on the server in UTC, so the browser hydrates the very same text. */
  requestedAt: string;
};

export type RequestMeetingResult =
  | { ok: true; manager: PortalManager; alreadyPending: boolean }
  | { ok: false; status: 400 | 409; error: string };

/**
 * Stores a request for the manager to see. Busy managers are refused here, whatever the form
 * showed; a second request while one is still pending is not stored twice.
 */
export async function requestMeeting(
  db: Database,
  emailDomain: string,
  employee: EmployeeProfile,
  managerId: string,
): Promise<RequestMeetingResult> {
  const manager = findManagerById(emailDomain, managerId);
  if (!manager) {
    return { ok: false, status: 400, error: "Please choose a manager from the list" };
  }
  if (manager.email === employee.email) {
    return { ok: false, status: 400, error: "You cannot request a meeting with yourself" };
  }
  if (manager.busy) {
    return {
      ok: false,
      status: 409,
      error: `${manager.name} is busy and cannot take meeting requests right now`,
    };
  }
  const [pending] = await db
    .select({ id: employeeMeetingRequests.id })
    .from(employeeMeetingRequests)
    .where(
      and(
        eq(employeeMeetingRequests.employeeEmail, employee.email),
        eq(employeeMeetingRequests.managerEmail, manager.email),
        eq(employeeMeetingRequests.status, PENDING),
      ),
    )
    .limit(1);
  if (pending) return { ok: true, manager, alreadyPending: true };
  await db.insert(employeeMeetingRequests).values({
    employeeEmail: employee.email,
    employeeName: employeeDisplayName(employee),
    managerEmail: manager.email,
    managerName: manager.name,
    status: PENDING,
  });
  return { ok: true, manager, alreadyPending: false };
}

/** The requests sent to one manager, newest first, so a request is seen by whom it was sent to. */
export async function listRequestsForManager(
  db: Database,
  managerEmail: string,
): Promise<IncomingMeetingRequest[]> {
  const rows = await db
    .select({
      id: employeeMeetingRequests.id,
      employeeName: employeeMeetingRequests.employeeName,
      employeeEmail: employeeMeetingRequests.employeeEmail,
      status: employeeMeetingRequests.status,
      createdAt: employeeMeetingRequests.createdAt,
    })
    .from(employeeMeetingRequests)
    .where(eq(employeeMeetingRequests.managerEmail, managerEmail.toLowerCase()))
    .orderBy(desc(employeeMeetingRequests.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    employeeName: row.employeeName,
    employeeEmail: row.employeeEmail,
    status: row.status,
    requestedAt: formatDateTime(row.createdAt),
  }));
}

/** The managers this employee is still waiting to hear from, by e-mail. */
export async function pendingRequestsFrom(db: Database, employeeEmail: string): Promise<string[]> {
  const rows = await db
    .select({ managerEmail: employeeMeetingRequests.managerEmail })
    .from(employeeMeetingRequests)
    .where(
      and(
        eq(employeeMeetingRequests.employeeEmail, employeeEmail.toLowerCase()),
        eq(employeeMeetingRequests.status, PENDING),
      ),
    );
  return rows.map((row) => row.managerEmail);
}
