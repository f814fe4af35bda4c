import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { internshipApplications, profiles, userRoles } from "#app/.server/db/schema.ts";
import { loginAttempts } from "#app/.server/db/security-schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type MemberStats = {
  totalUsers: number;
  admins: number;
  verified: number;
  active: number;
  activeToday: number;
  activeThisWeek: number;
};

/** Active today is a sign-in within 24 hours and this week within 7 days: rolling, not calendar. */
export async function getMemberStats(db: Database, now: Date = new Date()): Promise<MemberStats> {
  const countWhere = async (where?: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: count() }).from(profiles).where(where);
    return row?.n ?? 0;
  };
  const [totalUsers, admins, verified, active, activeToday, activeThisWeek] = await Promise.all([
    countWhere(),
    countWhere(eq(profiles.isAdmin, true)),
    countWhere(eq(profiles.isEmailVerified, true)),
    countWhere(eq(profiles.accountStatus, "active")),
    countWhere(gt(profiles.lastLogin, new Date(now.getTime() - DAY_MS))),
    countWhere(gt(profiles.lastLogin, new Date(now.getTime() - 7 * DAY_MS))),
  ]);
  return { totalUsers, admins, verified, active, activeToday, activeThisWeek };
}

/** People on the internal team: management and internal interns with an active role. */
export async function countTeamMembers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(
      and(eq(userRoles.isActive, true), inArray(userRoles.role, ["management", "internal_intern"])),
    );
  return row?.n ?? 0;
}

const APPLICATION_STATUS_LABELS: Record<string, string> = {
  under_review: "Under review",
  interview_scheduled: "Interview scheduled",
  accepted: "Accepted",
  declined: "Not selected",
};

/** The status of the applicant's latest internship application; a new applicant is under review. */
export async function getApplicationStatus(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ status: internshipApplications.status })
    .from(internshipApplications)
    .where(eq(internshipApplications.email, email))
    .orderBy(desc(internshipApplications.createdAt))
    .limit(1);
  return APPLICATION_STATUS_LABELS[row?.status ?? "under_review"] ?? "Under review";
}

/** How many times this address signed in successfully. */
export async function countSignIns(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true)));
  return row?.n ?? 0;
}
