/**
 * How long the site keeps an idle keep-alive connection open (Node's default is 5 s).
 *
 * A reverse proxy keeps its upstream connections open for 60 s (nginx's `keepalive_timeout` in
 * deploy/nginx.conf's `upstream`): the site keeps them longer, so that the proxy always closes an
 * idle connection first. Otherwise the proxy can send a request on a connection the site is closing
 * at that very moment, and answer 502 (a form's POST is not retried on another instance). The same
 * race gives an API client that reuses an idle connection an ECONNRESET.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A request's headers may take as long as the keep-alive window, plus a second (Node's advice). */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;
