import http from "node:http";
import https from "node:https";
import { publicOnlyLookup } from "./push-endpoints.ts";

export type PushRequest = { headers: Record<string, string>; body: Buffer };

/**
 * Posts one encrypted push message and answers the push service's status. The connection only
 * reaches a public address unless the endpoint's origin was named in configuration
 * (`trustedOrigin`); a redirect is answered as its status and never followed; the whole exchange
 * is cut off after `timeoutMs`.
 */
export function postPush(
  endpoint: string,
  request: PushRequest,
  options: { trustedOrigin: boolean; timeoutMs: number },
): Promise<number> {
  const url = new URL(endpoint);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method: "POST",
        headers: request.headers,
        lookup: options.trustedOrigin ? undefined : publicOnlyLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
