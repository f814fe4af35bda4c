import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";

const SIZES = {
  sm: "flex gap-1 px-2 py-0.5",
  md: "inline-flex gap-1.5 px-3 py-1",
};

/** Marks the one account nobody can suspend or demote, wherever it is listed. */
export function SupremeAdminBadge(props: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      className={cn(
        "w-fit items-center rounded-full bg-accent text-xs font-semibold text-accent-foreground",
        SIZES[props.size ?? "sm"],
        props.className,
      )}
    >
      <SpriteIcon name="shield-check" className="size-3.5" />
      Supreme Admin
    </span>
  );
}
