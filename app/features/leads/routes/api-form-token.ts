import type { Route } from "./+types/api-form-token";
import { servicesContext } from "#app/context.ts";
import { issueFormToken } from "#app/features/leads/form-token.server.ts";

/**
 * A fresh form token for forms that are not rendered with their page's loader (the feedback widget
 * on every page, a webinar registration embedded in content). Never cached: each token is unique.
 */
export function loader({ context }: Route.LoaderArgs) {
  const token = issueFormToken(context.get(servicesContext).config.authSecret);
  return Response.json({ token }, { headers: { "Cache-Control": "private, no-store" } });
}
