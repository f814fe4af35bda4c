import { cn } from "#app/lib/cn.ts";

/** Four dots, one per step of the booking flow; the current step is announced. */
export function ProgressDots(props: { steps: readonly string[]; current: number }) {
  return (
    <ol className="flex items-center justify-center gap-3" aria-label="Booking progress">
      {props.steps.map((label, index) => (
        <li key={label} aria-current={index === props.current ? "step" : undefined}>
          <span
            className={cn(
              "block size-3 rounded-full",
              index <= props.current ? "bg-primary" : "bg-muted-foreground/30",
            )}
            aria-hidden
          />
          <span className="sr-only">
            Step {index + 1} of {props.steps.length}: {label}
            {index < props.current ? " (done)" : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
