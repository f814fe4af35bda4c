import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { textFieldClass } from "./input.tsx";

/** Grows with its rows instead of the inputs' fixed height. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...props} className={cn(textFieldClass, "py-2", className)} />;
}
