import type { ReactNode } from "react";

/**
 * Facts or figures as tiles of a description list. Each value is read after its label, as a
 * description list reads, and shown above it (the tile is a reversed column).
 */
export function FactTiles(props: {
  facts: { key: string; label: ReactNode; value: ReactNode }[];
  className: string;
  tileClassName: string;
  /** Small muted words under the value unless given. */
  labelClassName?: string;
  valueClassName: string;
}) {
  return (
    <dl className={props.className}>
      {props.facts.map((fact) => (
        <div key={fact.key} className={`flex flex-col-reverse ${props.tileClassName}`}>
          <dt className={props.labelClassName ?? "mt-1 text-sm text-muted-foreground"}>
            {fact.label}
          </dt>
          <dd className={props.valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
