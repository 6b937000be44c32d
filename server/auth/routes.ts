import type { Context, Hono } from "hono";
import { CLIENT_ADDRESS_HEADER } from "#app/auth/client-address.ts";
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
      if (!kind) return auth.handler(request);

      const subject = {
        address: c.get("clientAddress"),
        account: kind === "twoFactor" ? challengeOf(request) : await emailOf(request),
      };
      const limited = await authThrottle.before(kind, subject);
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
      await authThrottle.after(kind, subject, response.ok);
      return response;
    });
  };
}
