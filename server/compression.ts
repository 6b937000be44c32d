import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(",")
    .map((p) => p.trim().split(";"))
    .filter(([, q]) => !q || Number.parseFloat(q.trim().slice(2)) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * Compresses dynamic responses (HTML, JSON, XML, text) with brotli or gzip as the client accepts.
 * Brotli runs at a low quality: on a two-core server a fast quality beats a small size for HTML.
 * Static files are served already compressed by the static handler.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading `body` turns @hono/node-server's light response (a string or bytes,
    // written as they are) into a stream, which costs a request from the render cache dearly.
    if (c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    const type = res.headers.get("Content-Type") ?? "";
    // A stream of server-sent events must reach the browser event by event: never through a compressor.
    if (!COMPRESSIBLE.test(type) || type.startsWith("text/event-stream")) return;
    const length = Number(res.headers.get("Content-Length") ?? "-1");
    if (length >= 0 && length < 1024) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
            flush: constants.BROTLI_OPERATION_FLUSH,
          })
        : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
    const source = Readable.fromWeb(res.body as NodeReadableStream);
    const compressed = Readable.toWeb(source.pipe(compressor)) as ReadableStream;
    const headers = new Headers(res.headers);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    headers.append("Vary", "Accept-Encoding");
    // Hono's `c.res` setter copies the previous response's headers over the new ones: clear it first,
    // or the old Content-Length (the browser then waits for bytes that never come) and Vary come back.
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
}
