import { createContext, type RouterContext } from "react-router";
import type { AppServices } from "#server/services.ts";

/**
 * Values the HTTP server hands to every request: the CSP nonce and the server's services.
 * The keys live on `globalThis` so that the server (run by Node) and the app bundle (built by Vite)
 * share one key object even though each loads this module itself.
 */
export interface RequestInfo {
  readonly nonce: string;
  /** Public origin of the site, from BASE_URL (no trailing slash). */
  readonly origin: string;
  /** Client address as the server determined it (socket, or proxy header when TRUST_PROXY is set). */
  readonly clientAddress: string;
}

function sharedContext<T>(name: string, fallback?: T): RouterContext<T> {
  const key = Symbol.for(`ga.context.${name}`);
  const store = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  store[key] ??= createContext<T>(fallback);
  return store[key];
}

export const requestInfoContext = sharedContext<RequestInfo>("requestInfo", {
  nonce: "",
  origin: "http://localhost:3000",
  clientAddress: "127.0.0.1",
});

/**
 * What went wrong while a request was served, noted by `handleError` (entry.server.tsx) for the HTTP
 * server: a page or download that failed because the database is unavailable is answered 503 with
 * Retry-After, as forms are, instead of 500.
 */
export interface RequestFaults {
  databaseUnavailable: boolean;
}

export const requestFaultsContext = sharedContext<RequestFaults>("requestFaults");

/**
 * The server's services (database, auth, mail, limits…), for loaders and actions only: read them
 * with `context.get(servicesContext)` in `.server.ts` modules or server exports of a route.
 */
export const servicesContext = sharedContext<AppServices>("services");
