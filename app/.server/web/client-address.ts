/** Express copies the client address it trusts into this header; better-auth reads only it. */
export const CLIENT_IP_HEADER = "x-celestial-client-ip";

/** The client address Express trusted and passed on, or a shared key when none is known. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
