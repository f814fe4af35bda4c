import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

export function NonceProvider(props: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={props.value}>{props.children}</NonceContext.Provider>;
}

/** The request's CSP nonce on the server; empty in the browser, where scripts are already trusted. */
export function useNonce(): string {
  return useContext(NonceContext);
}
