import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";

/** A titled card of an admin page: a section named by its heading. */
export function AdminPanel(props: { title: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("space-y-4 rounded-2xl border bg-card p-5", props.className)}
    >
      <h2 id={id} className="font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
