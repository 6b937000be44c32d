import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import type { ImpersonationView } from "#app/features/crm/clients/impersonation.ts";
import {
  clearImpersonationCookie,
  impersonationToken,
  resolveImpersonation,
} from "#app/features/crm/clients/impersonation-session.server.ts";
import type { SessionInfo as AccountSession } from "#server/auth/accounts.ts";
import type { AppServices } from "#server/services.ts";
import { authHeaders } from "#server/auth/client-address.ts";

/**
 * The session a request acts with. While a staff member is signed in as a customer (decision
 * 014), it is the customer's, with `impersonation` saying by whom, why and until when.
 */
export type SessionInfo = AccountSession & { readonly impersonation?: ImpersonationView };
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

/** An impersonation in progress: the row, and the staff member's own session underneath. */
export interface ActiveImpersonation {
  readonly view: ImpersonationView;
  readonly staff: AccountSession;
}

interface SessionRead {
  readonly session: SessionInfo | null;
  readonly setCookies: readonly string[];
  readonly impersonation: ActiveImpersonation | null;
}

// One read per request: the root loader, the layout and the page all ask for the session.
const reads = new WeakMap<object, Promise<SessionRead>>();

async function readRequest(args: Args): Promise<SessionRead> {
  const { accounts, db } = services(args.context);
  // Pages may trust the session cache cookie for a few seconds (decision 018); an action, which
  // changes something, reads the session in the database, so a revoked session can do nothing.
  const method = args.request.method;
  const own = await accounts.readSession(requestAuthHeaders(args), {
    fresh: method !== "GET" && method !== "HEAD",
  });
  const token = impersonationToken(args.request);
  if (!token) return { ...own, impersonation: null };
  const { origin, clientAddress } = args.context.get(requestInfoContext);
  const outcome = await resolveImpersonation(db, token, own.session, { ip: clientAddress });
  if (outcome.kind === "active" && own.session) {
    return {
      session: outcome.session,
      setCookies: own.setCookies,
      impersonation: { view: outcome.session.impersonation, staff: own.session },
    };
  }
  // Ended, expired or no longer allowed: the staff member is back to themselves.
  return {
    session: own.session,
    setCookies: [...own.setCookies, clearImpersonationCookie(origin)],
    impersonation: null,
  };
}

function read(args: Args): Promise<SessionRead> {
  let pending = reads.get(args.context);
  if (!pending) {
    pending = readRequest(args);
    reads.set(args.context, pending);
  }
  return pending;
}

/** The signed-in user's session (the customer's while impersonating), or null. */
export async function getSession(args: Args): Promise<SessionInfo | null> {
  return (await read(args)).session;
}

/** The impersonation this request runs under, with the staff member's own session, or null. */
export async function getImpersonation(args: Args): Promise<ActiveImpersonation | null> {
  return (await read(args)).impersonation;
}

/**
 * Cookies the session read wants sent back: the renewed session cookie once a day while the user
 * is active (spec §4, refreshed before expiry), or its removal when it is no longer valid; the
 * removal of an impersonation cookie that no longer counts.
 */
export async function sessionCookies(args: Args): Promise<readonly string[]> {
  return (await read(args)).setCookies;
}

/**
 * After an action of a signed-in area (middleware of the client space and the admin CRM): the
 * session cache cookie is dropped, since the action may have changed what it holds (the user's
 * names, language, two-factor), and the next page reads the session in the database.
 */
export function dropSessionCacheAfterAction(args: Args, response: Response): Response {
  const method = args.request.method;
  if (method === "GET" || method === "HEAD") return response;
  const cookie = services(args.context).accounts.sessionCacheExpiry();
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // A response with immutable headers: the same response, with the cookie.
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
