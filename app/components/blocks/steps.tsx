import type { Step } from "#app/content/schemas/blocks.ts";

/** A numbered sequence; the numbers come from the list itself. */
export function Steps(props: { steps: Step[] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {props.steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border bg-card p-6 text-card-foreground">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
