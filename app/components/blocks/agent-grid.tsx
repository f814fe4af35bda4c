import type { SyreneAgent } from "#app/content/schemas/avatars.ts";

/** Syrene's agents: each card shows its iris colour as a swatch and names it in words. */
export function AgentGrid(props: { agents: SyreneAgent[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.agents.map((agent) => (
        <li key={agent.name} className="rounded-2xl border bg-card p-6 text-card-foreground">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="size-10 shrink-0 rounded-full border-4 border-background ring-2 ring-border"
              style={{ backgroundColor: agent.iris.color }}
            />
            <h3 className="text-lg font-semibold">{agent.name}</h3>
          </div>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="inline font-medium">Vibe: </dt>
              <dd className="inline text-muted-foreground">{agent.vibe}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Function: </dt>
              <dd className="inline text-muted-foreground">{agent.function}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Iris: </dt>
              <dd className="inline text-muted-foreground">{agent.iris.name}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
