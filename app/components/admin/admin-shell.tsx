import type { ReactNode } from "react";
import { NavLink, useLocation, useNavigation } from "react-router";
import { cn } from "#app/lib/cn.ts";

const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/security", label: "Security" },
  { href: "/admin/backups", label: "Backups" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/bookings", label: "Bookings" },
  { href: "/admin/waitlists", label: "Waitlists" },
  { href: "/admin/submissions", label: "Submissions" },
  { href: "/admin/outbox", label: "Mail Outbox" },
] as const;

/**
 * True while the router loads another admin page. Every admin loader checks the admin flag on the
 * server before it answers, so "Checking permissions..." is literally what is happening.
 */
function useCheckingPermissions(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return false;
  const next = navigation.location.pathname;
  return next.startsWith("/admin") && next !== location.pathname;
}

/** The frame of every admin page: title, section navigation and the pending state. */
export function AdminShell(props: { title: string; description?: string; children: ReactNode }) {
  const checking = useCheckingPermissions();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-28 pb-20">
      <header className="space-y-4">
        <p className="text-sm tracking-widest text-accent uppercase">Admin</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{props.title}</h1>
        {props.description ? (
          <p className="max-w-3xl text-muted-foreground">{props.description}</p>
        ) : null}
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-2">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.href}>
                <NavLink
                  to={section.href}
                  end
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-9 items-center rounded-full border px-3 text-sm transition-colors",
                      isActive
                        ? "border-primary bg-primary text-primary-foreground"
                        : "hover:bg-muted",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div role="status" aria-live="polite" className={checking ? "" : "sr-only"}>
        {checking ? (
          <p className="rounded-xl border bg-card px-4 py-3 text-sm text-muted-foreground">
            Checking permissions...
          </p>
        ) : null}
      </div>
      <div aria-busy={checking} className={cn("space-y-8", checking && "opacity-60")}>
        {props.children}
      </div>
    </div>
  );
}

/** Headline figures as a description list: the value describes its label. */
export function StatCards(props: {
  stats: { label: string; value: number | string }[];
  /** The grid's columns, four on wide screens unless given. */
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2", props.className ?? "lg:grid-cols-4")}>
      {props.stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl border bg-card p-5">
          <dt className="mt-2 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="font-display text-4xl font-semibold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of an admin page; `card` sets it on a card of its own. */
export function AdminSection(props: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={props.card ? "rounded-2xl border bg-card p-6" : "space-y-4"}
    >
      <h2 id={props.id} className="font-display text-xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
