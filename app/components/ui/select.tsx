import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { inputClass } from "./input.tsx";

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select {...props} className={cn(inputClass, className)} />;
}

/** A select's choices, each a value and its label; a `placeholder` comes first, with no value. */
export function SelectOptions(props: {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <>
      {props.placeholder ? <option value="">{props.placeholder}</option> : null}
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
