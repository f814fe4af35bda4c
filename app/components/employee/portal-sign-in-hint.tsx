import type { EmployeePortalHint } from "#app/.server/employee/portal-hint.ts";

const box = "mt-6 rounded-lg border border-dashed bg-muted px-4 py-3 text-sm";

/** Under the employee sign-in form: the demo values in development, else who gives the password. */
export function PortalSignInHint(props: { hint: EmployeePortalHint; domain: string }) {
  const { hint, domain } = props;
  if (hint === null) return null;
  if (hint.kind === "demo") {
    return (
      <aside aria-label="Demo access" className={box}>
        <p className="font-medium">Demo access</p>
        <p className="mt-1 text-muted-foreground">
          Any e-mail address ending in @{domain} works with the demo password, for example{" "}
          <code className="break-all text-foreground">{hint.email}</code> with{" "}
          <code className="whitespace-nowrap text-foreground">{hint.password}</code>.
        </p>
      </aside>
    );
  }
  return (
    <aside aria-label="Employee access" className={box}>
      <p className="font-medium">Employee access</p>
      <p className="mt-1 text-muted-foreground">
        Any e-mail address ending in @{domain} works. The employee password comes from this site's
        administrator: ask them for it if you do not have it.
      </p>
    </aside>
  );
}
