import { createHash } from "node:crypto";
import { redirect } from "react-router";
import type { Route } from "./+types/api-feedback";
import { getSession } from "#app/features/auth/session.server.ts";
import { safeRedirectPath } from "#app/features/auth/redirect.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { CONTROL_FIELDS, formValues } from "#app/lib/forms/fields.ts";
import { feedbackHandler } from "#app/features/leads/feedback.server.ts";
import {
  clientAddressOf,
  honeypotOf,
  metaOf,
  processSubmission,
} from "#app/features/leads/submission.server.ts";
import { readForm } from "#app/lib/forms/form-body.server.ts";
import { FEEDBACK_FLAG } from "#app/features/leads/ui/feedback/constants.ts";

/**
 * The feedback widget's endpoint. With JavaScript the widget posts here through a fetcher and
 * shows the answer as a toast; without it, the browser posts the widget's form and comes back to
 * its page with a flag the widget reads (`?feedback=sent`).
 */
function returnTo(page: string, flag: string): string {
  const url = new URL(page, "http://local.invalid");
  url.searchParams.set(FEEDBACK_FLAG, flag);
  return `${url.pathname}${url.search}#feedback`;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const services = context.get(servicesContext);
  const info = context.get(requestInfoContext);
  const address = clientAddressOf(request, info);
  const form = await readForm(request);
  const page = safeRedirectPath(form?.get("page"), "/");
  const meta = metaOf(form, request, address, page.split(/[?#]/)[0]);
  if (!form) return redirect(returnTo(page, "error"), 303);

  const session = await getSession(args);
  const token = form.get(CONTROL_FIELDS.token);
  // Without JavaScript the widget has no token: the address and the day stand in for the render,
  // so a reloaded post is still recognised (the minimum fill time cannot be checked then).
  const fallbackNonce = createHash("sha256")
    .update(`${address}:${new Date().toISOString().slice(0, 10)}`)
    .digest("base64url")
    .slice(0, 22);
  const outcome = await processSubmission(
    services,
    feedbackHandler(session?.user ?? null),
    {
      form,
      values: { ...formValues(form), page: meta.page },
      token,
      honeypot: honeypotOf(form),
      meta,
    },
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
        ? "empty"
        : r.status === "refused"
          ? "refused"
          : "error";
  return redirect(returnTo(page, flag), 303);
}
