import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import type { Logger } from "#server/logger.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { requestFaultsContext, requestInfoContext, servicesContext } from "./context.ts";
import { loadServerTexts } from "./lib/i18n/server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { laterPartsReady } from "./ui/lazy/lazy-boundary.tsx";
import {
  builtStylesheets,
  clientBuildDir,
  createDocumentRewriter,
  firstPaintDocument,
} from "./lib/render/first-paint.server.ts";
import { holdsFormToken } from "./lib/forms/field-basics.ts";
import { MEMO_HEADER, RenderMemo, renderMemoKey } from "./lib/render-memo.server.ts";

loadServerTexts();

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering go to the server's JSON log (React Router's default
 * prints them to stderr as plain text). A request React Router refuses itself (a POST to a page
 * without an action: 405; a route answered 4xx by a thrown `data()`) is the client's mistake,
 * logged at debug level (the request log has its status); anything else is ours, at error level.
 */
function noteDatabaseUnavailable(context: Readonly<RouterContextProvider>): void {
  try {
    context.get(requestFaultsContext).databaseUnavailable = true;
  } catch {
    // A context without the server's fault record (tests): nothing to note.
  }
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  let logger: Logger | undefined;
  try {
    logger = context.get(servicesContext).logger;
  } catch {
    // No services in this context: stderr, as React Router would.
  }
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (isDatabaseUnavailable(error)) {
    // A fault of the storage, not of the code: the server answers 503 with Retry-After (app.ts).
    noteDatabaseUnavailable(context);
    logger?.warn(
      { ...where, reason: (error as Error).message },
      "page not served: the database is unavailable",
    );
  } else if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.debug({ ...where, status: error.status }, "request refused");
  } else if (logger) {
    logger.error({ ...where, err: error }, "unhandled error in a route");
  } else {
    console.error(error);
  }
};

/**
 * Each page rewritten for its first paint: the built stylesheet inline, the code fetched after the
 * paint (first-paint.server.ts). This module is the server build's entry, `<build>/server/index.js`,
 * next to `<build>/client/`. In development Vite serves the stylesheets and the code as they are.
 */
const readStylesheet = builtStylesheets(clientBuildDir(import.meta.url));
const forFirstPaint = import.meta.env.PROD
  ? (html: string) => firstPaintDocument(html, readStylesheet)
  : (html: string) => html;

/** Documents rendered from the same URL and loader data (see render-memo.server.ts). */
const memo = new RenderMemo();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  // Search engines and the SPA-mode prerender get the whole document at once.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;
  const { loaderData, actionData, errors } = routerContext.staticHandlerContext;
  // In development the code changes under the same data: every page is rendered.
  const key =
    import.meta.env.PROD && request.method === "GET"
      ? renderMemoKey({
          url: request.url,
          status: responseStatusCode,
          waitForAll,
          loaderData,
          actionData,
          errors,
        })
      : null;
  const memoised = key ? memo.get(key, nonce) : undefined;
  if (memoised !== undefined) {
    // The loader data's serialisation (serverHandoffStream) is already in the memoised page. It is
    // left to finish unread: cancelling it would make its encoder throw and skip its clean-up.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set(MEMO_HEADER, "hit");
    return new Response(memoised as Uint8Array<ArrayBuffer>, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  if (key) responseHeaders.set(MEMO_HEADER, "miss");

  // Only the first requests after a start wait here (the parts' code is read once).
  await laterPartsReady();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    let chunks: Buffer[] = [];
    const rewriter = createDocumentRewriter(forFirstPaint);
    const body = new Transform({
      transform(received: Buffer, _encoding, callback) {
        const chunk = rewriter.push(received);
        if (chunk && key) chunks.push(chunk);
        callback(null, chunk ?? undefined);
      },
      flush(callback) {
        const rest = rewriter.end();
        if (rest) {
          if (key) chunks.push(rest);
          this.push(rest);
        }
        if (key && !failed) {
          const html = Buffer.concat(chunks);
          if (!holdsFormToken(html)) memo.set(key, html, nonce);
        }
        chunks = [];
        clearTimeout(timer);
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary (a part hydrated later) stays in place in the document. By
        // default React moves those past the first 12.8 kB out of the page's order, hidden until
        // an inline script shows them: no footer without JavaScript, and a later reveal.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          failed = true;
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          // Errors after the shell are logged by the server's request logger; never sent to the visitor.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Stops a render that never ends; cleared once the page is sent, so nothing is kept meanwhile.
    // (React starts rendering on a later tick: nothing above can call clearTimeout before this.)
    const timer = setTimeout(() => {
      failed = true;
      abort();
    }, streamTimeout + 1_000);
  });
}
