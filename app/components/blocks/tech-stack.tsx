type Group = { title: string; items: string[] };

/** A product's technology, grouped by what it is for. */
export function TechStack(props: { groups: Group[] }) {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-3">
      {props.groups.map((group) => (
        <div key={group.title} className="rounded-2xl border bg-card p-6">
          <h3 className="text-lg font-semibold">{group.title}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item} className="rounded-full bg-muted px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
