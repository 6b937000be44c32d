import { useLocation } from "react-router";
import { LeadForm, SuccessPanel, type FormSetup } from "./lead-form.tsx";
import { PersonFields } from "./person-fields.tsx";
import { WEBINAR_ACTION, WEBINAR_FLAG } from "./webinar-constants.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { parseWebinar } from "#app/features/leads/schemas/webinar.ts";
import type { WebinarSession } from "#app/features/leads/webinars.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CalendarDays = spriteIcon("calendar-days");

/**
 * Registration to a webinar: name, e-mail, institution. It posts to the registration endpoint;
 * without JavaScript the endpoint brings the visitor back here with a flag (`?inscription=sent`).
 */
export function WebinarRegistration({ webinar, setup }: { webinar: WebinarSession; setup: FormSetup }) {
  const { t } = useNamespace(formsNamespace);
  const location = useLocation();
  const flag = new URLSearchParams(location.search).get(WEBINAR_FLAG);
  const page = `${location.pathname}${location.search.replace(new RegExp(`[?&]${WEBINAR_FLAG}=[^&]*`), "")}`;
  return (
    <section
      id={`webinar-${webinar.id}`}
      aria-labelledby="webinar-registration-title"
      className="rounded-2xl border border-brand/40 bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2 id="webinar-registration-title" className="text-2xl font-bold text-ink">
        {t("webinar.title")}
      </h2>
      <p className="mt-2 font-semibold text-ink">{webinar.title}</p>
      <p className="mt-1 mb-6 flex items-center gap-2 text-sm text-ink-muted">
        <CalendarDays aria-hidden="true" className="size-4 text-brand" />
        {webinar.date}, {webinar.time}
      </p>
      {flag === "sent" ? (
        <SuccessPanel title={t("webinar.successTitle")} text={t("webinar.successText")} />
      ) : null}
      {flag && flag !== "sent" ? (
        <p role="alert" className="mb-5 rounded-lg border border-danger/50 px-4 py-3 text-sm">
          <strong className="block text-danger">{t("webinar.failureTitle")}</strong>
          {t("webinar.failureText")}
        </p>
      ) : null}
      <LeadForm
        kind="webinar"
        setup={setup}
        action={WEBINAR_ACTION}
        parse={(values) => parseWebinar({ ...values, webinar: webinar.id })}
        submitLabel={t("webinar.submit")}
        successMessage={() => ({ title: t("webinar.successTitle"), text: t("webinar.successText") })}
        failureMessage={{ title: t("webinar.failureTitle"), text: t("webinar.failureText") }}
      >
        <input type="hidden" name="webinar" value={webinar.id} />
        <input type="hidden" name="page" value={page} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields institution emailHint={false} />
        </div>
      </LeadForm>
    </section>
  );
}
