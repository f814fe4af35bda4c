import { createContext, type ReactNode, useContext, useState } from "react";

const RequestIdContext = createContext<string | null>(null);

/** The element that shows the reference: the browser reads it back from the page it was sent. */
export const REFERENCE_ELEMENT_ID = "request-reference";

export function RequestIdProvider(props: { value: string; children: ReactNode }) {
  return (
    <RequestIdContext.Provider value={props.value}>{props.children}</RequestIdContext.Provider>
  );
}

/**
 * The id of the request that drew this error page, for a visitor to quote: from the server while it
 * renders, and in the browser from the page it sent (so hydration draws the same). An error met
 * after a navigation in the browser has none to show.
 */
export function useRequestReference(): string | null {
  const fromServer = useContext(RequestIdContext);
  const [reference] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? null
        : (document.getElementById(REFERENCE_ELEMENT_ID)?.textContent ?? null)),
  );
  return reference;
}
