export type AuthView = "login" | "signup" | "forgot";

/** The application-wide event that opens the auth dialog; its detail may name a view. */
export const OPEN_AUTH_MODAL_EVENT = "open-auth-modal";

export function openAuthModal(view?: AuthView): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: { view } }));
}

export function readAuthView(event: Event): AuthView {
  const view = (event as CustomEvent<{ view?: unknown } | null>).detail?.view;
  return view === "signup" || view === "forgot" ? view : "login";
}

/** The search target for a query typed anywhere, or null when there is nothing to search. */
export function searchHref(input: string): string | null {
  const query = input.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}
