import { createHash } from "node:crypto";
import { redirect } from "react-router";
import type { Route } from "./+types/api-webinar-registration";
import { safeRedirectPath } from "#app/features/auth/redirect.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { WEBINAR_FLAG } from "#app/features/leads/ui/webinar-constants.ts";
import { CONTROL_FIELDS, formValues } from "#app/lib/forms/fields.ts";
import { upcomingWebinar } from "#app/features/leads/webinars.ts";
import { webinarHandler } from "#app/features/leads/webinar.server.ts";
import {
  clientAddressOf,
  honeypotOf,
  metaOf,
  processSubmission,
} from "#app/features/leads/submission.server.ts";
import { readForm } from "#app/lib/forms/form-body.server.ts";

/**
 * Webinar registrations (the resources pages embed <WebinarRegistrationForm />). With JavaScript
 * the answer comes back as data; without it, the browser returns to the page with a flag.
 */
function returnTo(page: string, webinar: string, flag: string): string {
  const url = new URL(page, "http://local.invalid");
  url.searchParams.set(WEBINAR_FLAG, flag);
  return `${url.pathname}${url.search}#webinar-${encodeURIComponent(webinar)}`;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const address = clientAddressOf(request, context.get(requestInfoContext));
  const form = await readForm(request);
  const page = safeRedirectPath(form?.get("page"), "/ressources/webinaires");
  const meta = metaOf(form, request, address, page.split(/[?#]/)[0]);
  const webinar = typeof form?.get("webinar") === "string" ? String(form?.get("webinar")).slice(0, 120) : "";
  if (!form) return redirect(returnTo(page, webinar, "error"), 303);
  const token = form.get(CONTROL_FIELDS.token);
  // A form rendered without its token (no JavaScript on a content page): the address and the day
  // stand in for the render, so a reloaded post is still recognised.
  const fallbackNonce = createHash("sha256")
    .update(`${address}:${new Date().toISOString().slice(0, 10)}`)
    .digest("base64url")
    .slice(0, 22);
  const outcome = await processSubmission(
    services,
    webinarHandler((slug) => upcomingWebinar(slug, meta.language)?.title),
    { form, values: formValues(form), token, honeypot: honeypotOf(form), meta },
    token ? {} : { requireToken: false, nonce: fallbackNonce },
  );
  if (form.get(CONTROL_FIELDS.enhanced) === "1") {
    return Response.json(outcome.result, { status: outcome.status, headers: outcome.headers });
  }
  const r = outcome.result;
  const flag =
    r.status === "success"
      ? "sent"
      : r.status === "invalid"
        ? "invalid"
        : r.status === "refused"
          ? "refused"
          : "error";
  return redirect(returnTo(page, webinar, flag), 303);
}
