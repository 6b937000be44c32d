import type { Route } from "./+types/api-feedback";
import { getSession } from "#app/features/auth/session.server.ts";
import { formValues } from "#app/lib/forms/fields.ts";
import { feedbackHandler } from "#app/features/leads/feedback.server.ts";
import { handleEmbeddedForm } from "#app/features/leads/embedded-form.server.ts";
import { FEEDBACK_FLAG } from "#app/features/leads/ui/feedback/constants.ts";

/**
 * The feedback widget's endpoint. With JavaScript the widget posts here through a fetcher and
 * shows the answer as a toast; without it, the browser posts the widget's form and comes back to
 * its page with a flag the widget reads (`?feedback=sent`).
 */
export async function action(args: Route.ActionArgs) {
  return handleEmbeddedForm(args, {
    defaultPage: "/",
    flag: FEEDBACK_FLAG,
    invalidFlag: "empty",
    anchor: () => "feedback",
    handler: async () => feedbackHandler((await getSession(args))?.user ?? null),
    values: (form, meta) => ({ ...formValues(form), page: meta.page }),
  });
}
