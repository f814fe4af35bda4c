import { data } from "react-router";
import type { z } from "zod";
import type { SessionUser } from "#app/.server/auth.ts";
import type { AppServices } from "#app/.server/services.ts";
import { readJsonObject } from "./json-body.ts";
import { enforceRateLimit, type LimitedAction } from "./rate-limit.ts";
import { getSessionUser } from "./session.ts";

/**
 * What an endpoint's work answers: success with the fields to send (the body is `{ ok: true, ...}`),
 * or a refusal with its status and one sentence (the body is `{ error }`, plus a `code` when the
 * page acts on the reason, such as `slot_taken`).
 */
export type JsonAnswer =
  | { ok: true; status?: 200 | 201 | 202; fields?: Record<string, unknown>; headers?: HeadersInit }
  | { ok: false; status: number; error: string; code?: string; headers?: HeadersInit };

export const answered = (
  fields: Record<string, unknown> = {},
  status: 200 | 201 | 202 = 200,
): JsonAnswer => ({ ok: true, status, fields });

export const refused = (
  status: number,
  error: string,
  more: { code?: string; headers?: HeadersInit } = {},
): JsonAnswer => ({ ok: false, status, error, ...more });

/** The site's one JSON shape: `{ ok: true, ... }`, or `{ error }` with a 4xx or 5xx. */
function respond(answer: JsonAnswer, extraHeaders: HeadersInit = {}) {
  const headers = new Headers(extraHeaders);
  for (const [name, value] of new Headers(answer.headers)) headers.set(name, value);
  return answer.ok
    ? data({ ok: true as const, ...answer.fields }, { status: answer.status ?? 200, headers })
    : data(
        { error: answer.error, ...(answer.code ? { code: answer.code } : {}) },
        { status: answer.status, headers },
      );
}

type EndpointArgs = { request: Request; context: { services: AppServices } };
type Context = { request: Request; services: AppServices };

const wrongMethod = (allow: string) =>
  respond(refused(405, "Method not allowed", { headers: { Allow: allow } }));

/** The first message a schema gave, or the endpoint's own sentence when it gave none. */
function firstIssue(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}

type PostOptions<Schema extends z.ZodType, Caller> = {
  schema: Schema;
  /** Said when the body is not a JSON object, or the schema gives no message. */
  invalid: string;
  rateLimit?: LimitedAction;
  honeypot?: (input: z.output<Schema>) => boolean;
  /** The status the work answers success with, so a bot that filled the honeypot cannot tell. */
  successStatus?: 200 | 202;
  handle: (input: z.output<Schema>, context: Context & { caller: Caller }) => Promise<JsonAnswer>;
};

/**
 * A JSON endpoint taking a POST, the one way: the method (405 with `Allow`), who may call it (401),
 * the body as a JSON object checked by its schema (400 with the schema's first message), the
 * address's rate limit (429 with `Retry-After`), a honeypot field that a person never fills
 * (answered as if it worked, and nothing done), then the work.
 */
function postEndpoint<Schema extends z.ZodType, Caller>(
  options: PostOptions<Schema, Caller>,
  identify: (context: Context) => Promise<{ caller: Caller } | JsonAnswer>,
) {
  async function action({ request, context }: EndpointArgs) {
    if (request.method !== "POST") return wrongMethod("POST");
    const { services } = context;
    const who = await identify({ request, services });
    if (!("caller" in who)) return respond(who);
    const body = await readJsonObject(request);
    if (!body) return respond(refused(400, options.invalid));
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) return respond(refused(400, firstIssue(parsed.error, options.invalid)));
    if (options.rateLimit) {
      const limit = await enforceRateLimit(services.db, request, options.rateLimit);
      if (!limit.allowed) {
        return respond(refused(429, limit.message, { headers: limit.init.headers }));
      }
    }
    if (options.honeypot?.(parsed.data)) return respond(answered({}, options.successStatus));
    return respond(await options.handle(parsed.data, { request, services, caller: who.caller }));
  }
  return { action, loader: () => wrongMethod("POST") };
}

/** A JSON POST anyone may send. */
export function jsonPost<Schema extends z.ZodType>(options: PostOptions<Schema, null>) {
  return postEndpoint(options, async () => ({ caller: null }));
}

/** A JSON POST for a signed-in member; anyone else gets 401 with `signedOut`. */
export function memberJsonPost<Schema extends z.ZodType>(
  options: PostOptions<Schema, SessionUser> & { signedOut: string },
) {
  return postEndpoint(options, async ({ request, services }) => {
    const user = await getSessionUser(request, services);
    return user ? { caller: user } : refused(401, options.signedOut);
  });
}

/**
 * A JSON endpoint taking a GET with its query checked by a schema; never kept by a cache (each
 * answer is read at the moment asked). Any other method is answered 405 with `Allow: GET`.
 */
export function jsonGet<Schema extends z.ZodType>(options: {
  query: Schema;
  invalid: string;
  handle: (input: z.output<Schema>, context: Context) => Promise<JsonAnswer>;
}) {
  async function loader({ request, context }: EndpointArgs) {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = options.query.safeParse(params);
    const answer = parsed.success
      ? await options.handle(parsed.data, { request, services: context.services })
      : refused(400, firstIssue(parsed.error, options.invalid));
    return respond(answer, { "Cache-Control": "no-store" });
  }
  return { loader, action: () => wrongMethod("GET") };
}
