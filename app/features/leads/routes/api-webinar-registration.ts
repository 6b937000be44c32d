import type { Route } from "./+types/api-webinar-registration";
import { WEBINAR_FLAG } from "#app/features/leads/ui/webinar-constants.ts";
import { upcomingWebinar } from "#app/features/leads/webinars.ts";
import { webinarHandler } from "#app/features/leads/webinar.server.ts";
import { handleEmbeddedForm } from "#app/features/leads/embedded-form.server.ts";

/**
 * Webinar registrations (the resources pages embed <WebinarRegistrationForm />). With JavaScript
 * the answer comes back as data; without it, the browser returns to the page with a flag.
 */
export async function action(args: Route.ActionArgs) {
  return handleEmbeddedForm(args, {
    defaultPage: "/ressources/webinaires",
    flag: WEBINAR_FLAG,
    anchor: (form) => {
      const webinar = form?.get("webinar");
      return `webinar-${encodeURIComponent(typeof webinar === "string" ? webinar.slice(0, 120) : "")}`;
    },
    handler: (meta) => webinarHandler((slug) => upcomingWebinar(slug, meta.language)?.title),
  });
}
