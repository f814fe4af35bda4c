/** Short labels that sum up a product's status and speciality. */
export function BadgeList(props: { badges: string[]; label: string; className?: string }) {
  return (
    <ul aria-label={props.label} className={props.className ?? "flex flex-wrap gap-2"}>
      {props.badges.map((badge) => (
        <li
          key={badge}
          className="rounded-full border border-primary/60 bg-card px-4 py-1.5 text-sm font-medium"
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}
