import type { ReactNode } from "react";
import type { SectionIntro } from "#app/content/schemas/blocks.ts";
import { cn } from "#app/lib/cn.ts";
import { Eyebrow } from "./eyebrow.tsx";

/** A titled band of a page; its h2 names the region for assistive technology. */
export function Section(props: {
  intro: SectionIntro;
  children: ReactNode;
  className?: string;
  align?: "start" | "center";
}) {
  const { intro, align = "center" } = props;
  const titleId = `${intro.id}-title`;
  return (
    <section
      id={intro.id}
      aria-labelledby={titleId}
      className={cn("scroll-mt-24 px-4 py-20", props.className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
          {intro.eyebrow ? <Eyebrow>{intro.eyebrow}</Eyebrow> : null}
          <h2 id={titleId} className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
            {intro.title}
          </h2>
          {intro.lead ? <p className="mt-4 text-lg text-muted-foreground">{intro.lead}</p> : null}
        </div>
        {props.children}
      </div>
    </section>
  );
}
