import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A section's running text at the lead's size, one `<p>` a paragraph; `children` follow the
 * paragraphs (a signature, a closing link). `className` places it: margin, centring.
 */
export function Paragraphs(props: {
  paragraphs: string[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("max-w-2xl space-y-4 text-lg text-muted-foreground", props.className)}>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {props.children}
    </div>
  );
}
