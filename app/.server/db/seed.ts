import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { users } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/domain.ts";

export const DEMO_PASSWORD = "celestial-demo-2026";

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; lastName: string }> = [
  { email: "admin@celestial.example", role: "admin", lastName: "Admin" },
  { email: "management@celestial.example", role: "management", lastName: "Manager" },
  { email: "enterprise@celestial.example", role: "enterprise", lastName: "Enterprise" },
  { email: "partner@celestial.example", role: "partner", lastName: "Partner" },
  { email: "client@celestial.example", role: "client", lastName: "Client" },
  { email: "intern@celestial.example", role: "internal_intern", lastName: "Intern" },
  {
    email: "applicant@celestial.example",
    role: "external_intern_applicant",
    lastName: "Applicant",
  },
];

/** Installs one verified account per role; does nothing when the demo accounts already exist. */
export async function seedDemoData(db: Database): Promise<{ created: number }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0]?.email ?? ""))
    .limit(1);
  if (existing) return { created: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      await insertAccount(tx, {
        email: account.email,
        firstName: "Demo",
        lastName: account.lastName,
        passwordHash,
        role: account.role,
        emailVerified: true,
      });
    }
  });
  return { created: DEMO_ACCOUNTS.length };
}
