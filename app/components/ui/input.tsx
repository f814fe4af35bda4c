import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** The look every text control shares: inputs, selects and textareas line up in any form. */
export const textFieldClass =
  "w-full rounded-lg border bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

/** Inputs and selects have a fixed height; textareas grow with their rows. */
export const inputClass = `h-11 ${textFieldClass}`;

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={cn(inputClass, className)} />;
}
