type Mode = { name: string; tagline: string; body: string };

/** Named modes of an avatar, each with its tagline and what it does. */
export function ModeGrid(props: { modes: Mode[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {props.modes.map((mode) => (
        <li key={mode.name} className="flex flex-col rounded-2xl border bg-card p-6">
          <h3 className="text-lg font-semibold">{mode.name}</h3>
          <p className="mt-2 font-display text-accent italic">{mode.tagline}</p>
          <p className="mt-3 text-muted-foreground">{mode.body}</p>
        </li>
      ))}
    </ul>
  );
}
