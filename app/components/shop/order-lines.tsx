import { formatCents } from "#app/lib/money.ts";

/** What an order holds, a line each: "2 × Orbit Hoodie" and what those cost together. */
export function OrderLines(props: {
  lines: readonly { key: string; quantity: number; name: string; unitCents: number }[];
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={props.className}>
      {props.lines.map((line) => (
        <li key={line.key} className={props.itemClassName}>
          <span>
            {line.quantity} × {line.name}
          </span>
          <span>{formatCents(line.unitCents * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
