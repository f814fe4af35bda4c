/** Headers that pass on the cookies better-auth set (a new session, a cleared one) with an answer. */
export function withSetCookies(setCookies: Iterable<string>): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
