/**
 * A request's headers by lower-case name, as Node's HTTP server hands them over: the collection
 * endpoint reads them as they are, without building a Fetch `Request` for every page view.
 */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** One header's value, the first of a repeated one, or "" when it was not sent. */
export function headerValue(headers: RequestHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
