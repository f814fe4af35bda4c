import type { SubmissionResult } from "@conform-to/react";

/**
 * Every distinct message in an action's Conform reply, form-level and per field. For forms made of
 * hidden fields and buttons, where no field is on screen to show its own message.
 */
export function replyErrors(result: SubmissionResult<string[]> | null | undefined): string[] {
  if (!result?.error) return [];
  return [...new Set(Object.values(result.error).flatMap((messages) => messages ?? []))];
}
