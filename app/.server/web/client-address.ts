/** Express copies the client address it trusts into this header; better-auth reads only it. */
export const CLIENT_IP_HEADER = "x-celestial-client-ip";

/** The client address Express trusted and passed on, or a shared key when none is known. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The trusted client address for a record (sign-in attempts, the audit log), or null if unknown. */
export function knownClientAddress(request: Request): string | null {
  const address = clientAddress(request);
  return address === "unknown" ? null : address;
}
