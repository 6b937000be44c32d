import type { Route } from "./+types/api-consent";
import { consentCookie } from "#app/features/tracking/consent/consent.ts";
import { ConsentFormSchema } from "#app/features/tracking/consent/consent-form.ts";
import { requestInfoContext } from "#app/context.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * `POST /api/consent`: the visitor's answer to the consent banner (app/features/tracking/consent/consent.ts), kept in
 * a cookie; back to the page it was given on (the banner's form works without JavaScript too).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const parsed = ConsentFormSchema.safeParse(Object.fromEntries(await requireForm(request)));
  if (!parsed.success) return new Response(null, { status: 400 });
  const { origin } = context.get(requestInfoContext);
  return new Response(null, {
    status: 303,
    headers: {
      Location: parsed.data.redirectTo,
      "Set-Cookie": consentCookie(parsed.data.choice, origin.startsWith("https:")),
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
