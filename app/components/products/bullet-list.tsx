import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";

/** A short list of points from content data, each with a check mark. */
export function BulletList(props: { items: string[]; className?: string }) {
  return (
    <ul className={props.className ?? "space-y-2"}>
      {props.items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <SpriteIcon name="check" className="mt-1 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
