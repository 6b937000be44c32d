import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import type { SessionInfo } from "#server/auth/accounts.ts";
import type { AppServices } from "#server/services.ts";
import { authHeaders } from "./client-address.ts";

export type { SessionInfo };
export type SessionUser = SessionInfo["user"];

interface Args {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

/** Headers for a call to the auth API on behalf of this request (cookies, client address). */
export function requestAuthHeaders({ request, context }: Args): Headers {
  return authHeaders(request, context.get(requestInfoContext).clientAddress);
}

interface SessionRead {
  readonly session: SessionInfo | null;
  readonly setCookies: readonly string[];
}

// One read per request: the root loader, the layout and the page all ask for the session.
const reads = new WeakMap<object, Promise<SessionRead>>();

function read(args: Args): Promise<SessionRead> {
  let pending = reads.get(args.context);
  if (!pending) {
    pending = services(args.context).accounts.readSession(requestAuthHeaders(args));
    reads.set(args.context, pending);
  }
  return pending;
}

/** The signed-in user's session, or null. */
export async function getSession(args: Args): Promise<SessionInfo | null> {
  return (await read(args)).session;
}

/**
 * Cookies the session read wants sent back: the renewed session cookie once a day while the user
 * is active (spec §4, refreshed before expiry), or its removal when it is no longer valid.
 */
export async function sessionCookies(args: Args): Promise<readonly string[]> {
  return (await read(args)).setCookies;
}
