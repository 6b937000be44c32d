import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/**
 * Documentation of the platform's public endpoints (`/ressources/api`): the JWKS, the short-lived
 * JWT of a signed-in session (Better Auth's jwt plugin: Ed25519 keys, 15-minute tokens, issuer and
 * audience = the site's address) and the health check served by `server/app.ts`. `{{origin}}` is
 * replaced by the site's public address when the page is rendered.
 */

export interface ApiResponseDef {
  readonly status: number;
  readonly description: LText;
  readonly example?: string;
}

export interface ApiEndpointDef {
  readonly id: string;
  readonly method: "GET";
  readonly path: string;
  readonly title: LText;
  readonly summary: LText;
  readonly auth: LText;
  readonly details: readonly LText[];
  readonly request: string;
  readonly responses: readonly ApiResponseDef[];
}

export const API_ENDPOINTS: readonly ApiEndpointDef[] = [
  {
    id: "jwks",
    method: "GET",
    path: "/.well-known/jwks.json",
    title: lt("Clés publiques de signature (JWKS)", "Public signing keys (JWKS)"),
    summary: lt(
      "Publie les clés publiques qui permettent de vérifier les jetons émis par la plateforme.",
      "Publishes the public keys used to verify the tokens issued by the platform.",
    ),
    auth: lt("Aucune : la ressource est publique.", "None: the resource is public."),
    details: [
      lt(
        "Les jetons sont signés en EdDSA (courbe Ed25519). Chaque clé porte un identifiant « kid », repris dans l'en-tête de chaque jeton : votre vérificateur choisit la bonne clé sans configuration.",
        "Tokens are signed with EdDSA (Ed25519 curve). Each key carries a “kid” identifier, repeated in every token's header: your verifier picks the right key without configuration.",
      ),
      lt(
        "La réponse se met en cache une heure (Cache-Control: public, max-age=3600) et se lit depuis n'importe quel domaine (CORS). Les clés changent périodiquement ; une ancienne clé reste publiée 30 jours après son remplacement. Rechargez les clés quand un jeton porte un « kid » inconnu : jose le fait pour vous.",
        "The response may be cached for an hour (Cache-Control: public, max-age=3600) and read from any domain (CORS). Keys are rotated periodically; an old key stays published for 30 days after it is replaced. Reload the keys when a token carries an unknown “kid”: jose does this for you.",
      ),
    ],
    request: "curl -s {{origin}}/.well-known/jwks.json",
    responses: [
      {
        status: 200,
        description: lt("L'ensemble des clés publiques en vigueur.", "The set of current public keys."),
        example: `{
  "keys": [
    {
      "alg": "EdDSA",
      "crv": "Ed25519",
      "kty": "OKP",
      "x": "kL2q1v8b5a0dWqfE3yS7m1Q3c0pN8vXr2YtH6uJ4zA0",
      "kid": "b3f6c1d2-7e4a-4c59-9a8e-2d1f0e6b7c35"
    }
  ]
}`,
      },
    ],
  },
  {
    id: "token",
    method: "GET",
    path: "/api/auth/token",
    title: lt("Jeton d'accès de courte durée (JWT)", "Short-lived access token (JWT)"),
    summary: lt(
      "Échange la session d'un utilisateur connecté contre un JWT à présenter à vos propres services.",
      "Exchanges a signed-in user's session for a JWT to present to your own services.",
    ),
    auth: lt(
      "Session de l'espace client : le cookie de session, envoyé automatiquement par le navigateur depuis une page du site.",
      "Client-space session: the session cookie, sent automatically by the browser from a page of the site.",
    ),
    details: [
      lt(
        "Le jeton expire 15 minutes après son émission : demandez-en un nouveau plutôt que de le conserver. Il ne remplace pas la session et ne permet pas de se connecter au site.",
        "The token expires 15 minutes after it is issued: ask for a new one rather than keeping it. It does not replace the session and cannot be used to sign in to the site.",
      ),
      lt(
        "Revendications : « sub » (identifiant de l'utilisateur), « iss » et « aud » (l'adresse publique de la plateforme), « iat » et « exp » (émission et expiration, en secondes), ainsi que le profil public de l'utilisateur (e-mail, nom, rôle).",
        "Claims: “sub” (the user's id), “iss” and “aud” (the platform's public address), “iat” and “exp” (issue and expiry, in seconds), plus the user's public profile (e-mail, name, role).",
      ),
    ],
    request: `const res = await fetch("{{origin}}/api/auth/token", { credentials: "include" });
if (res.status === 401) throw new Error("not signed in");
const { token } = await res.json();`,
    responses: [
      {
        status: 200,
        description: lt("Le jeton signé.", "The signed token."),
        example: `{
  "token": "eyJhbGciOiJFZERTQSIsImtpZCI6ImIzZjZjMWQyLTdlNGEtNGM1OS05YThlLTJkMWYwZTZiN2MzNSJ9.eyJzdWIiOiJ1c3JfOGsyIiwiZW1haWwiOiJjLm1hcnRpbkBseWNlZS1leGVtcGxlLmZyIiwicm9sZSI6InVzZXIiLCJpYXQiOjE3OTU2MDAwMDAsImV4cCI6MTc5NTYwMDkwMH0.3n5…"
}`,
      },
      {
        status: 401,
        description: lt(
          "Aucune session valide : l'utilisateur doit se connecter.",
          "No valid session: the user must sign in.",
        ),
      },
    ],
  },
  {
    id: "health",
    method: "GET",
    path: "/healthz",
    title: lt("État du service", "Service health"),
    summary: lt(
      "Indique si la plateforme et sa base de données répondent. Conçu pour les sondes de supervision et les répartiteurs de charge.",
      "Tells whether the platform and its database respond. Built for monitoring probes and load balancers.",
    ),
    auth: lt("Aucune : la ressource est publique.", "None: the resource is public."),
    details: [
      lt(
        "La réponse n'est jamais mise en cache (Cache-Control: no-store). Le code HTTP suffit à une sonde : 200 tout va bien, 503 la base de données ne répond pas.",
        "The response is never cached (Cache-Control: no-store). The HTTP status is enough for a probe: 200 all is well, 503 the database does not answer.",
      ),
      lt(
        "Champs : « status » (ok ou degraded), « database » (up ou down), « version » (version déployée), « uptimeSeconds » (secondes depuis le démarrage de l'instance).",
        "Fields: “status” (ok or degraded), “database” (up or down), “version” (deployed version), “uptimeSeconds” (seconds since the instance started).",
      ),
    ],
    request: "curl -i {{origin}}/healthz",
    responses: [
      {
        status: 200,
        description: lt(
          "Le service et la base de données fonctionnent.",
          "The service and the database are working.",
        ),
        example: `{
  "status": "ok",
  "database": "up",
  "version": "0.1.0",
  "uptimeSeconds": 86412
}`,
      },
      {
        status: 503,
        description: lt(
          "La base de données ne répond pas : l'instance ne doit plus recevoir de trafic.",
          "The database does not answer: the instance should stop receiving traffic.",
        ),
        example: `{
  "status": "degraded",
  "database": "down",
  "version": "0.1.0",
  "uptimeSeconds": 86415
}`,
      },
    ],
  },
];

/** Verifying a token on your side with jose (https://github.com/panva/jose). */
export const VERIFY_EXAMPLE = {
  title: lt("Vérifier un jeton avec jose", "Verifying a token with jose"),
  intro: lt(
    "Votre service reçoit le jeton dans l'en-tête Authorization: Bearer. Il le vérifie hors ligne avec les clés publiques : signature, expiration, émetteur et audience.",
    "Your service receives the token in the Authorization: Bearer header. It verifies it offline with the public keys: signature, expiry, issuer and audience.",
  ),
  install: "npm install jose",
  code: `import { createRemoteJWKSet, jwtVerify } from "jose";

const ISSUER = "{{origin}}";
// jose caches the keys and reloads them when a token carries an unknown "kid".
const JWKS = createRemoteJWKSet(new URL("/.well-known/jwks.json", ISSUER));

export async function verifyToken(authorization: string | undefined) {
  const token = authorization?.replace(/^Bearer /, "");
  if (!token) throw new Error("missing token");
  const { payload } = await jwtVerify(token, JWKS, {
    issuer: ISSUER,
    audience: ISSUER,
    algorithms: ["EdDSA"],
  });
  return payload; // payload.sub is the user's id
}`,
  errors: lt(
    "jwtVerify rejette un jeton expiré (JWTExpired), mal signé ou modifié (JWSSignatureVerificationFailed) et un émetteur ou une audience inattendus (JWTClaimValidationFailed) : répondez alors 401.",
    "jwtVerify rejects an expired token (JWTExpired), a badly signed or altered one (JWSSignatureVerificationFailed) and an unexpected issuer or audience (JWTClaimValidationFailed): answer 401 in those cases.",
  ),
};

export const API_UI = {
  overviewTitle: lt("Vue d'ensemble", "Overview"),
  overview: [
    lt(
      "Toutes les adresses sont relatives à {{origin}}, en HTTPS. Les réponses sont en JSON (UTF-8).",
      "All addresses are relative to {{origin}}, over HTTPS. Responses are JSON (UTF-8).",
    ),
    lt(
      "Pour relier GA à vos autres outils (ENT, comptabilité, annuaire), les clients Premium et Excellence disposent en plus de l'API métier et des webhooks, documentés dans leur espace client avec leurs clés d'accès.",
      "To connect GA to your other tools (learning platform, accounting, directory), Premium and Excellence clients also have the business API and webhooks, documented in their client space together with their access keys.",
    ),
    lt(
      "En cas d'excès de requêtes, le serveur répond 429 avec un en-tête Retry-After indiquant quand réessayer.",
      "If too many requests are sent, the server answers 429 with a Retry-After header saying when to try again.",
    ),
  ],
  endpointsTitle: lt("Points d'accès publics", "Public endpoints"),
  authentication: lt("Authentification", "Authentication"),
  request: lt("Requête", "Request"),
  responses: lt("Réponses", "Responses"),
  example: lt("Exemple de réponse {{status}}", "Example {{status}} response"),
  install: lt("Installation", "Installation"),
  flowTitle: lt("Le parcours complet", "The whole flow"),
  flow: [
    lt("L'utilisateur se connecte à son espace client.", "The user signs in to their client space."),
    lt(
      "Une page du site, ou votre application intégrée, demande un jeton à /api/auth/token.",
      "A page of the site, or your embedded application, asks /api/auth/token for a token.",
    ),
    lt(
      "Votre service reçoit le jeton et le vérifie avec les clés de /.well-known/jwks.json.",
      "Your service receives the token and verifies it with the keys at /.well-known/jwks.json.",
    ),
    lt(
      "Au bout de 15 minutes, le jeton expire : l'application en demande un nouveau.",
      "After 15 minutes the token expires: the application asks for a new one.",
    ),
  ],
  contactTitle: lt("Un projet d'intégration ?", "An integration project?"),
  contactText: lt(
    "Nos équipes intégrations vous aident à relier GA à votre système d'information.",
    "Our integrations team helps you connect GA to your information system.",
  ),
  contactCta: lt("Parler à un expert", "Talk to an expert"),
  servicesCta: lt("Notre service Intégrations et API", "Our Integrations and API service"),
};
