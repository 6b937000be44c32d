/**
 * The header through which the server tells Better Auth the client address it determined (the
 * socket's, or the proxy's when TRUST_PROXY is set). The server always overwrites it, so a
 * visitor cannot choose the address that rate limits and session records see.
 */
export const CLIENT_ADDRESS_HEADER = "x-ga-client-address";

/** Request headers for a call to the auth API on behalf of this request. */
export function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}
