type NamedUser = { email: string; firstName: string | null; lastName: string | null };

/** Avatar initials: first and last initials, else the e-mail's first letter, else "U". */
export function userInitials(user: NamedUser): string {
  const first = user.firstName?.trim().charAt(0) ?? "";
  const last = user.lastName?.trim().charAt(0) ?? "";
  if (first && last) return `${first}${last}`.toUpperCase();
  const fromEmail = user.email.trim().charAt(0);
  return (fromEmail || "U").toUpperCase();
}

export function userDisplayName(user: NamedUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email;
}

/** The cart badge shows the count, or "99+" above 99. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The dashboard's greeting name: first name, else the e-mail's local part, else "Explorer". */
export function welcomeName(user: { email: string; firstName: string | null }): string {
  return user.firstName?.trim() || user.email.split("@")[0]?.trim() || "Explorer";
}
