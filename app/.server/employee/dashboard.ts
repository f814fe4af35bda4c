import type { AppServices } from "#app/.server/services.ts";
import { listManagers } from "./managers.ts";
import {
  type IncomingMeetingRequest,
  listRequestsForManager,
  pendingRequestsFrom,
} from "./meeting-requests.ts";
import type { EmployeeProfile } from "./profile.ts";

export type SchedulableManager = {
  id: string;
  name: string;
  title: string;
  busy: boolean;
  /** This employee already has a request waiting with this manager. */
  requested: boolean;
};

export type EmployeeDashboard = {
  profile: EmployeeProfile;
  managers: SchedulableManager[];
  /** Requests sent to this employee as a manager; null for everyone who is not one. */
  incomingRequests: IncomingMeetingRequest[] | null;
};

export async function getEmployeeDashboard(
  services: AppServices,
  profile: EmployeeProfile,
): Promise<EmployeeDashboard> {
  const { db, config } = services;
  const [pending, incomingRequests] = await Promise.all([
    pendingRequestsFrom(db, profile.email),
    profile.isManager ? listRequestsForManager(db, profile.email) : Promise.resolve(null),
  ]);
  const managers = listManagers(config.employee.emailDomain)
    // A manager does not book a meeting with themself.
    .filter((manager) => manager.email !== profile.email)
    .map((manager) => ({
      id: manager.id,
      name: manager.name,
      title: manager.title,
      busy: manager.busy,
      requested: pending.includes(manager.email),
    }));
  return { profile, managers, incomingRequests };
}
