import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { inputClass } from "./input.tsx";

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select {...props} className={cn(inputClass, className)} />;
}
