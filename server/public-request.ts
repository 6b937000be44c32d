/**
 * The request as the site's public address names it (decision 019). Behind a TLS-terminating
 * reverse proxy, Node builds `http://<Host header>/…` while browsers send `Origin: https://…`:
 * React Router refuses every action whose Origin differs from the request's, and the same-origin
 * checks and Better Auth would compare against the wrong address. With TRUST_PROXY on, the scheme
 * and host are BASE_URL's, never a header's: the proxy's headers say nothing the configuration
 * does not already know, and a forged Host or X-Forwarded-Host cannot make a foreign origin look
 * like the site's own. Off, the request is left as the socket delivered it.
 */
export function publicRequest(request: Request, trustProxy: boolean, publicOrigin: string): Request {
  if (!trustProxy) return request;
  const origin = new URL(publicOrigin).origin;
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  // Concatenated, not resolved: a path such as `//evil.example/x` must stay a path on this host.
  const target = `${origin}${url.pathname}${url.search}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  };
  if (hasBody) {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(target, init);
}
