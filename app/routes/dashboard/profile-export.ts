import type { Route } from "./+types/profile-export";
import { requireUser } from "#app/auth/guards.server.ts";
import { services } from "#app/auth/session.server.ts";
import { exportUserData } from "#app/account/profile.server.ts";

/** GDPR: everything stored about the signed-in user, as a JSON download. */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireUser(args);
  const data = await exportUserData(services(args.context).db, session.user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mes-donnees-ga.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
