import type { Route } from "./+types/profile-export";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { requireUser } from "#app/features/auth/guards.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { exportUserData } from "#app/features/client-space/profile.server.ts";
import { isLanguage, LANGUAGE_KEY } from "#app/lib/i18n/languages.ts";
import { readCookie } from "#app/lib/cookies.ts";
import { downloadResponse } from "#app/lib/download.ts";

/** GDPR: everything stored about the signed-in user, as a JSON download. */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireUser(args);
  if (session.impersonation) {
    // The customer's personal data never leaves with a staff member signed in as them (decision
    // 014). This download has no language in its path: the visitor's chosen one, French otherwise.
    const chosen = readCookie(args.request.headers.get("cookie"), LANGUAGE_KEY);
    const lang = isLanguage(chosen) ? chosen : "fr";
    return new Response(clientSpaceNamespace[lang].impersonation.refused, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const data = await exportUserData(services(args.context).db, session.user.id);
  return downloadResponse(JSON.stringify(data, null, 2), {
    name: "mes-donnees-ga.json",
    type: "application/json; charset=utf-8",
  });
}
