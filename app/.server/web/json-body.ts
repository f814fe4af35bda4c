/**
 * The body of a JSON endpoint, or null when it is not a JSON object: a wrong content type or
 * malformed JSON is the caller's mistake (4xx), never a crash.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.get("content-type")?.toLowerCase().includes("application/json")) {
    return null;
  }
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
