import type { Context, Hono } from "hono";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import type { HonoEnv } from "../app.ts";
import type { AppServices } from "../services.ts";
import { AUTH_BASE_PATH } from "./auth.ts";
import type { AttemptKind } from "./throttle.ts";

/**
 * HTTP routes of the auth API: Better Auth under /api/auth/* (with the product's attempt limits
 * in front of the sensitive endpoints) and the public signing keys at /.well-known/jwks.json.
 */
const LIMITED: Record<string, AttemptKind> = {
  "/sign-in/email": "signIn",
  "/sign-up/email": "signUp",
  "/request-password-reset": "reset",
  "/send-verification-email": "reset",
  "/reset-password": "reset",
  "/two-factor/verify-totp": "twoFactor",
  "/two-factor/verify-backup-code": "twoFactor",
};

const TOO_MANY = {
  fr: "Trop de tentatives. Réessayez dans {s} s.",
  en: "Too many attempts. Try again in {s} s.",
};

function prefersEnglish(c: Context): boolean {
  const accept = c.req.header("Accept-Language") ?? "";
  return /^\s*en\b/i.test(accept);
}

async function emailOf(request: Request): Promise<string | null> {
  try {
    const type = request.headers.get("content-type") ?? "";
    const clone = request.clone();
    const body = type.includes("application/json")
      ? ((await clone.json()) as Record<string, unknown>)
      : Object.fromEntries(await clone.formData());
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function challengeOf(request: Request): string | null {
  const match = /(?:^|;\s*)(?:__Secure-)?ga\.two_factor=([^;]+)/.exec(request.headers.get("cookie") ?? "");
  return match?.[1] ?? null;
}

/**
 * Better Auth puts the raw session token in several JSON answers (get-session, list-sessions,
 * sign-in, two-factor verification, password change). The signed httpOnly cookie is the only
 * carrier a browser needs, and a token readable by scripts is one an injected script can steal:
 * every `token` of those answers is removed. `/token` answers the API clients' JWT, which stays.
 */
export function withoutSessionTokens(path: string, response: Response): Response | Promise<Response> {
  if (path === "/token") return response;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  return (async () => {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, response);
    }
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(stripTokens(body)), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  })();
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "token") continue;
    out[key] = key === "session" ? stripTokens(inner) : inner;
  }
  return out;
}

export function authRoutes(services: AppServices) {
  const { auth, authThrottle, logger } = services;

  return (app: Hono<HonoEnv>) => {
    app.get("/.well-known/jwks.json", async (c) => {
      const jwks = await auth.api.getJwks();
      c.header("Cache-Control", "public, max-age=3600");
      c.header("Access-Control-Allow-Origin", "*");
      return c.json(jwks);
    });

    app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_ADDRESS_HEADER, c.get("clientAddress"));
      const request = new Request(c.req.raw, { headers });
      const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
      const kind = c.req.method === "POST" ? LIMITED[path] : undefined;
      if (!kind) return withoutSessionTokens(path, await auth.handler(request));

      const subject = {
        address: c.get("clientAddress"),
        account: kind === "twoFactor" ? challengeOf(request) : await emailOf(request),
      };
      const attempt = await authThrottle.begin(kind, subject);
      const limited = attempt.refused;
      if (limited) {
        logger.warn({ path, address: subject.address }, "auth attempts limited");
        c.header("Retry-After", String(limited.retryAfter));
        const message = (prefersEnglish(c) ? TOO_MANY.en : TOO_MANY.fr).replace(
          "{s}",
          String(limited.retryAfter),
        );
        return c.json({ code: "TOO_MANY_ATTEMPTS", message, retryAfter: limited.retryAfter }, 429);
      }
      const response = await auth.handler(request);
      await attempt.settle(response.ok);
      return withoutSessionTokens(path, response);
    });
  };
}
