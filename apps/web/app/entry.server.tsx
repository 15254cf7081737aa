// The server entry used at build time: renders each page complete, deferred chunks included, for prerendering.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders every page at build time (ssr: false + prerender). Unlike the default entry, which streams and waits only
 * for the shell unless the visitor is a bot, it always waits for all content (`onAllReady`): sections that hydrate
 * from their own chunks (React.lazy) are then complete in the prerendered HTML — readable without JavaScript —
 * instead of arriving as streamed, script-revealed fragments.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never outline a finished boundary into a script-revealed fragment, however large: the page must read
      // complete in the HTML itself.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
  });
}
