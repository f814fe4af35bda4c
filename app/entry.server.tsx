import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { readStylesheet } from "#app/.server/stylesheets.ts";
import { applyCachePolicy } from "#app/.server/web/cache-policy.ts";
import { WaitlistForm } from "#app/components/products/waitlist-form.tsx";
import { WAITLIST_FORM_PART } from "#app/components/products/waitlist-form-when-used.tsx";
import { StylesheetProvider } from "#app/lib/inline-stylesheet.tsx";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { RequestIdProvider } from "#app/lib/request-reference.tsx";
import { ServerPartsProvider } from "#app/lib/static-until-used.tsx";

/** The parts the server draws whole and the browser loads only when a visitor reaches them. */
const SERVER_PARTS = { [WAITLIST_FORM_PART]: WaitlistForm };

export const streamTimeout = 5_000;

/** A client-side navigation's data follows the same cache rule as the page. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCachePolicy(request, response.headers);
  return response;
}

/**
 * A loader, action or render that failed: logged through the request's own logger, so the line
 * carries the reference its error page shows. A visitor who went away is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.services.logger.error({ err: error }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  applyCachePolicy(request, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const renderStartedAt = performance.now();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId}>
          <StylesheetProvider read={readStylesheet}>
            <ServerPartsProvider parts={SERVER_PARTS}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerPartsProvider>
          </StylesheetProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole document at once, for people and crawlers alike: no page waits on slow data
        // behind a Suspense boundary, and one buffer is far cheaper to send than a stream of
        // small chunks converted from Node to web streams and back.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          loadContext.observeRender?.((performance.now() - renderStartedAt) / 1000);
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: statusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error }, "render error");
        },
      },
    );
  });
}
