import type { ReactNode } from "react";

/** The small capitals above a title that say what kind of thing it is ("Legal", "Our story"). */
export function Eyebrow(props: { children: ReactNode }) {
  return (
    <p className="text-sm font-medium tracking-widest text-accent uppercase">{props.children}</p>
  );
}
