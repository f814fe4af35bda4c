import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** The site's rendering (app/entry.server.tsx) without its providers: the whole document at once. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                headers.set("Content-Type", "text/html; charset=utf-8");
                resolve(new Response(Buffer.concat(chunks), { headers, status }));
                callback();
              },
            }),
          );
        },
        onShellError: reject,
      },
    );
  });
}
