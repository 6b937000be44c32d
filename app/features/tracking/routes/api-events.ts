import type { Route } from "./+types/api-events";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { receiveEvents } from "#app/features/tracking/endpoint.server.ts";
import { clientAddressOf } from "#app/features/leads/submission.server.ts";

/** `POST /api/events`: first-party analytics events (app/features/tracking/endpoint.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const address = clientAddressOf(request, context.get(requestInfoContext));
  return receiveEvents(context.get(servicesContext), request, address);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
