import { createHash } from "node:crypto";
import { redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { safeRedirectPath } from "#app/features/auth/redirect.ts";
import { CONTROL_FIELDS, formValues } from "#app/lib/forms/fields.ts";
import { readForm } from "#app/lib/forms/form-body.server.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import {
  clientAddressOf,
  honeypotOf,
  metaOf,
  processSubmission,
  type FormHandler,
  type LeadMeta,
} from "./submission.server.ts";

/**
 * The forms embedded in content pages (the feedback widget, webinar registrations) post to an
 * endpoint of their own, which takes them like every lead form (`processSubmission`). With
 * JavaScript the answer comes back as JSON; without it, the browser returns to the form's page
 * with a flag the form reads (`?feedback=sent#feedback`).
 */
export async function handleEmbeddedForm<T>(
  { request, context }: { readonly request: Request; readonly context: Readonly<RouterContextProvider> },
  embedded: {
    /** The page returned to when the post names none (or an unsafe one). */
    readonly defaultPage: string;
    /** The query parameter that carries the outcome back to the page. */
    readonly flag: string;
    /** The flag of invalid entries (default `invalid`). */
    readonly invalidFlag?: string;
    /** Where the form sits on its page. */
    readonly anchor: (form: FormData | null) => string;
    readonly handler: (meta: LeadMeta) => FormHandler<T> | Promise<FormHandler<T>>;
    /** What the form's schema checks, when it is more than the fields posted. */
    readonly values?: (form: FormData, meta: LeadMeta) => FormValues;
  },
): Promise<Response> {
  const services = context.get(servicesContext);
  const address = clientAddressOf(request, context.get(requestInfoContext));
  const form = await readForm(request);
  const page = safeRedirectPath(form?.get("page"), embedded.defaultPage);
  const meta = metaOf(form, request, address, page.split(/[?#]/)[0]);
  const returnTo = (flag: string) => {
    const url = new URL(page, "http://local.invalid");
    url.searchParams.set(embedded.flag, flag);
    return redirect(`${url.pathname}${url.search}#${embedded.anchor(form)}`, 303);
  };
  if (!form) return returnTo("error");

  const token = form.get(CONTROL_FIELDS.token);
  // A form rendered without its token (no JavaScript): the address and the day stand in for the
  // render, so a reloaded post is still recognised (the minimum fill time cannot be checked then).
  const fallbackNonce = createHash("sha256")
    .update(`${address}:${new Date().toISOString().slice(0, 10)}`)
    .digest("base64url")
    .slice(0, 22);
  const outcome = await processSubmission(
    services,
    await embedded.handler(meta),
    {
      form,
      values: embedded.values?.(form, meta) ?? formValues(form),
      token,
      honeypot: honeypotOf(form),
      meta,
    },
    token ? {} : { requireToken: false, nonce: fallbackNonce },
  );
  if (form.get(CONTROL_FIELDS.enhanced) === "1") {
    return Response.json(outcome.result, { status: outcome.status, headers: outcome.headers });
  }
  const { status } = outcome.result;
  return returnTo(
    status === "success"
      ? "sent"
      : status === "invalid"
        ? (embedded.invalidFlag ?? "invalid")
        : status === "refused"
          ? "refused"
          : "error",
  );
}
