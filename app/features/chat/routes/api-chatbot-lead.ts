import type { Route } from "./+types/api-chatbot-lead";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { clientKeyNonce } from "#app/features/leads/idempotency.ts";
import { isLanguage } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { chatbotHandler } from "#app/features/leads/chatbot.server.ts";
import { BODY_PROBLEM_STATUS, readJsonBody } from "#app/lib/forms/form-body.server.ts";
import { clientAddressOf, metaOf, processSubmission } from "#app/features/leads/submission.server.ts";
import type { FormValues } from "#app/lib/forms/result.ts";

/**
 * `POST /api/leads/chatbot` (JSON): the chatbot's lead (app/features/chat/lead.ts). Same validation,
 * idempotency (the chat session id names the conversation) and rate limit as the forms; the
 * server's same-origin check already refused cross-site posts. Answers JSON:
 * 201 { ok, id } · 200 the same for a repeated post · 400 { ok: false, errors } · 429 { ok: false, message }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) {
    const error = read.problem === "tooLarge" ? "size" : read.problem === "method" ? "method" : "json";
    return Response.json(
      { ok: false, error },
      {
        status: BODY_PROBLEM_STATUS[read.problem],
        ...(read.problem === "method" ? { headers: { Allow: "POST" } } : {}),
      },
    );
  }
  const body = read.value;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return Response.json({ ok: false, error: "json" }, { status: 400 });
  }
  const fields = body as Record<string, unknown>;
  const services = context.get(servicesContext);
  const address = clientAddressOf(request, context.get(requestInfoContext));
  const language = isLanguage(fields.language) ? fields.language : "fr";
  const page =
    typeof fields.page === "string" && /^\/[^\s]{0,299}$/.test(fields.page) && !fields.page.startsWith("//")
      ? fields.page
      : localizedPath("/", language);
  const meta = { ...metaOf(null, request, address, page), language };
  const nonce = clientKeyNonce(fields.sessionId);
  const outcome = await processSubmission(
    services,
    chatbotHandler,
    { form: null, values: fields as unknown as FormValues, token: undefined, honeypot: null, meta },
    { requireToken: false, nonce: nonce ?? "invalid-session" },
  );
  const r = outcome.result;
  if (r.status === "success") {
    return Response.json({ ok: true, id: r.reference, replay: r.replay }, { status: r.replay ? 200 : 201 });
  }
  if (r.status === "invalid") return Response.json({ ok: false, errors: r.errors }, { status: 400 });
  if (r.status === "refused") {
    return Response.json(
      { ok: false, reason: r.reason, message: r.message },
      { status: outcome.status, headers: outcome.headers },
    );
  }
  return Response.json({ ok: false }, { status: outcome.status >= 500 ? 503 : outcome.status });
}
