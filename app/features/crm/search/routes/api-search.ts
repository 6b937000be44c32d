import type { Route } from "./+types/api-search";
import { services } from "#app/features/auth/session.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { PALETTE_PER_KIND, readSearchQuery } from "#app/features/crm/search/search-query.ts";
import { searchRecords } from "#app/features/crm/search/search.server.ts";

/**
 * `/admin/api/search?q=`: the CRM palette's results as JSON (issue 20 §5), grouped by kind, only
 * the kinds the staff member's role may open (a role that opens none gets none). Anonymous
 * visitors and customers are sent away by the guard like on every admin page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { role } = await requireStaffMember(args);
  const { db, database } = services(args.context);
  const query = readSearchQuery(new URL(args.request.url));
  const groups = await searchRecords(db, database.engine, role, query, PALETTE_PER_KIND);
  return Response.json(
    { query, groups },
    { headers: { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } },
  );
}
