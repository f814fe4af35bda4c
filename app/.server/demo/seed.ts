import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { accounts, sessions, users } from "#app/.server/db/schema.ts";
import { markDemoInstall } from "#app/.server/settings.ts";
import type { Role } from "#app/lib/domain.ts";

/**
 * The published demo password: development and tests only. A production install gives every demo
 * account a password of its own (app/.server/demo/install-demo.ts), since anyone can read this one.
 */
export const DEMO_PASSWORD = "celestial-demo-2026";

export type DemoAccount = { email: string; role: Role; lastName: string };

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
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

/** A demo account and the password it was given, in the order of DEMO_ACCOUNTS. */
export type DemoAccountPassword = { email: string; password: string; role: Role };

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

/** Hashes each distinct password once: hashing is slow on purpose, and tests share one password. */
function hasherOf() {
  const hashes = new Map<string, Promise<string>>();
  return (password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
}

/**
 * Installs one verified account per role, each with the password `passwordOf` gives it, on a
 * database that holds none of them. Once any demo account exists the demo data counts as installed:
 * an account the operator removed is not brought back. Either way the install is marked as a demo
 * one (admins start without the two-factor rule), including one seeded before that rule existed.
 */
export async function seedDemoData(
  db: Database,
  passwordOf: (account: DemoAccount) => string,
): Promise<{ created: DemoAccountPassword[] }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS))
    .limit(1);
  if (existing) {
    await markDemoInstall(db);
    return { created: [] };
  }

  const hash = hasherOf();
  const created = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const password = passwordOf(account);
      return { account, password, passwordHash: await hash(password) };
    }),
  );
  await db.transaction(async (tx) => {
    for (const { account, passwordHash } of created) {
      await insertAccount(tx, {
        email: account.email,
        firstName: "Demo",
        lastName: account.lastName,
        passwordHash,
        role: account.role,
        emailVerified: true,
      });
    }
    await markDemoInstall(tx);
  });
  return {
    created: created.map(({ account, password }) => ({
      email: account.email,
      password,
      role: account.role,
    })),
  };
}

/**
 * Gives a new password to every demo account (other than those in `skip`) that still signs in with
 * the published one, as a database seeded in development does, and ends its sessions. Returns the
 * accounts changed with their new passwords.
 */
export async function replacePublishedDemoPasswords(
  db: Database,
  skip: ReadonlySet<string>,
  newPassword: () => string,
): Promise<DemoAccountPassword[]> {
  const candidates = DEMO_ACCOUNTS.filter((account) => !skip.has(account.email));
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, email: users.email, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(
      inArray(
        users.email,
        candidates.map((account) => account.email),
      ),
    );
  const published = await Promise.all(
    rows.map(async (row) =>
      row.hash && (await verifyPassword({ hash: row.hash, password: DEMO_PASSWORD })) ? row : null,
    ),
  );
  const replaced: DemoAccountPassword[] = [];
  for (const account of candidates) {
    const row = published.find((candidate) => candidate?.email === account.email);
    if (!row) continue;
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ password: passwordHash })
        .where(and(eq(accounts.userId, row.userId), eq(accounts.providerId, "credential")));
      await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    });
    replaced.push({ email: account.email, password, role: account.role });
  }
  return replaced;
}
