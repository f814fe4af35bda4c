import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * What a form's action answers in the browser when its request got no usable answer (the
 * connection dropped, or the server failed without one). It has the shape of a Conform reply with
 * one form-level message, so a form shows it where it shows its other errors. It carries no
 * field values: Conform then leaves the inputs, and what the visitor typed, as they are.
 */
export type RequestFailed = { requestFailed: true; result: SubmissionResult<string[]> };

function requestFailed(message: string): RequestFailed {
  return { requestFailed: true, result: { status: "error", error: { "": [message] } } };
}

export function isRequestFailed(value: unknown): value is RequestFailed {
  return typeof value === "object" && value !== null && "requestFailed" in value;
}

/**
 * Runs the route's server action. A redirect, and a refusal the server meant (a 4xx such as 403),
 * go on as usual; a request that failed on the way becomes `requestFailed(message)`, so the page
 * and its form stay instead of giving way to an error screen.
 */
export async function guardServerAction<T>(
  serverAction: () => Promise<T>,
  message: string,
): Promise<T | RequestFailed> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    return requestFailed(message);
  }
}

/**
 * A route's whole clientAction when all it does is guard its server action: `Args` is the route's
 * ClientActionArgs, so the page's actionData keeps the server action's type.
 */
export function guardedClientAction<Args extends { serverAction: () => Promise<unknown> }>(
  message: string,
) {
  return ({ serverAction }: Args) =>
    guardServerAction(
      serverAction as () => Promise<Awaited<ReturnType<Args["serverAction"]>>>,
      message,
    );
}

/** The value of a posted field, read from a copy so the server action still gets the body. */
export async function postedField(request: Request, name: string): Promise<string> {
  const value = (await request.clone().formData()).get(name);
  return typeof value === "string" ? value : "";
}

/**
 * After a failed request nothing changed on the server, and the connection may still be down:
 * the page keeps the data it has rather than reloading it (a failed reload would replace the page).
 */
export function keepDataAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isRequestFailed(actionResult) ? false : defaultShouldRevalidate;
}
