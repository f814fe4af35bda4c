import { randomUUID } from "node:crypto";
import type { Database } from "#app/.server/db/client.ts";
import { accounts, profiles, userRoles, users } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/domain.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The four rows of one person with a password: better-auth's user and credential, our profile and
 * the role. Called inside the caller's transaction so none exists without the others.
 */
export async function insertAccount(
  tx: Transaction,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role: Role;
    emailVerified: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  const fullName = `${input.firstName} ${input.lastName}`;
  await tx.insert(users).values({
    id,
    name: fullName,
    email: input.email,
    emailVerified: input.emailVerified,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: input.passwordHash,
  });
  await tx.insert(profiles).values({
    id,
    email: input.email,
    fullName,
    role: input.role,
    isAdmin: input.role === "admin",
    isEmailVerified: input.emailVerified,
  });
  await tx.insert(userRoles).values({ userId: id, role: input.role });
  return id;
}
