import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. There is no conflict resolution (tailwind-merge weighed as much as the rest of
 * the chrome): a component's own classes and those its caller adds must not set the same property,
 * because the stylesheet's order, not the order here, decides which one wins. Components take the
 * conflicting part as a parameter instead (a variant, a size, a default the caller replaces).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
