import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Packages as PackagesData } from "#app/content/schemas/services.ts";
import { cn } from "#app/lib/cn.ts";
import { ContentLink } from "./content-link.tsx";
import { Section } from "./section.tsx";

/** A price list of packages: name, price as written, support term, what is included, one action. */
export function Packages(props: { packages: PackagesData; className?: string }) {
  const { packages } = props;
  return (
    <Section intro={packages} className={props.className}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {packages.items.map((item) => (
          <li
            key={item.name}
            className={cn(
              "flex flex-col rounded-2xl border bg-card p-6 text-card-foreground",
              item.featured && "border-primary ring-1 ring-primary",
            )}
          >
            {item.featured ? (
              <p className="mb-3 w-fit rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                Most chosen
              </p>
            ) : null}
            <h3 className="text-xl font-semibold">{item.name}</h3>
            <p className="mt-4 font-display text-4xl font-semibold text-primary">{item.price}</p>
            {item.term ? (
              <p className="mt-1 text-sm text-muted-foreground">Includes {item.term}</p>
            ) : null}
            <p className="mt-4 text-muted-foreground">{item.summary}</p>
            <ul className="mt-6 grow space-y-2">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <SpriteIcon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ContentLink
              link={item.action}
              className={buttonClass({
                variant: item.featured ? "primary" : "outline",
                className: "mt-8 w-full",
              })}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
