import { ShieldCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** Marks the one account nobody can suspend or demote, wherever it is listed. */
export function SupremeAdminBadge(props: { className?: string }) {
  return (
    <span
      className={cn(
        "flex w-fit items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground",
        props.className,
      )}
    >
      <ShieldCheck className="size-3.5" aria-hidden />
      Supreme Admin
    </span>
  );
}
