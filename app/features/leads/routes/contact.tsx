import { data, Link } from "react-router";
import type { Route } from "./+types/contact";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { SelectField, TextAreaField } from "#app/ui/form/fields.tsx";
import { LeadForm } from "#app/features/leads/ui/lead-form.tsx";
import { PersonFields } from "#app/features/leads/ui/person-fields.tsx";
import { WebinarRegistration } from "#app/features/leads/ui/webinar-registration.tsx";
import { upcomingWebinar } from "#app/features/leads/webinars.ts";
import { guardedServerAction } from "#app/lib/forms/client-action.ts";
import { contactPageContent } from "#app/features/leads/content/contact-page.ts";
import { LIMITS } from "#app/lib/forms/fields.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { handoverPrefill } from "#app/features/leads/handover-prefill.ts";
import { CONTACT_SUBJECTS, type ContactSubject } from "#app/features/leads/options.ts";
import { flashSuccess, pageAnswer } from "#app/lib/forms/page-result.ts";
import { parseContact } from "#app/features/leads/schemas/contact.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage, useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { contactHandler } from "#app/features/leads/contact.server.ts";
import { formPageSetup } from "#app/features/leads/page-setup.server.ts";
import { handleFormAction } from "#app/features/leads/submission.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { useBusinessAddress, useBusinessDetails } from "#app/features/crm/settings/use-business-details.ts";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { signedInAccount } from "#app/features/leads/account.server.ts";
import { accountPrefill } from "#app/features/leads/account-prefill.ts";

const ArrowRight = spriteIcon("arrow-right");
const Clock = spriteIcon("clock");
const Mail = spriteIcon("mail");
const MapPin = spriteIcon("map-pin");
const MessageCircle = spriteIcon("message-circle");
const Phone = spriteIcon("phone");

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  // A signed-in customer's request starts from their account (issue 20).
  const account = await signedInAccount(args);
  const form = formPageSetup(args);
  const params = new URL(args.request.url).searchParams;
  const subject = params.get("sujet") ?? params.get("subject");
  const preselected = (CONTACT_SUBJECTS as readonly string[]).includes(subject ?? "")
    ? (subject as ContactSubject)
    : undefined;
  // The webinar pages send registrations here (`?webinar=<id>`): the session's form comes first.
  const webinar = upcomingWebinar(params.get("webinar"), page.lang) ?? null;
  return data(
    {
      ...page,
      form: form.setup,
      flash: form.flash,
      subject: preselected,
      prefill: account
        ? { ...accountPrefill(account, "contact"), ...handoverPrefill(params, "contact") }
        : handoverPrefill(params, "contact"),
      webinar,
      content: contactPageContent(page.lang),
    },
    { headers: form.headers },
  );
}

/** "Try again later" (a limit, the database unavailable) says when, without JavaScript too. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, contactHandler);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedServerAction(serverAction);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(formsNamespace);
  const { content } = loaderData;
  const answer = pageAnswer(actionData, flashSuccess(loaderData.flash));
  return (
    <>
      <PageHeader text={loaderData.text} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="space-y-10 lg:col-span-2">
          {loaderData.webinar ? (
            <WebinarRegistration webinar={loaderData.webinar} setup={loaderData.form} />
          ) : null}
          <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
              {t("contact.formTitle")}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{t("contact.formIntro")}</p>
            <LeadForm
              kind="contact"
              setup={loaderData.form}
              parse={parseContact}
              actionResult={answer}
              initialValues={{
                ...loaderData.prefill,
                ...(loaderData.subject ? { subject: loaderData.subject } : {}),
              }}
              draftKey="contact"
              submitLabel={t("contact.submit")}
              successMessage={() => ({ title: t("contact.successTitle"), text: t("contact.successText") })}
              failureMessage={{ title: t("contact.failureTitle"), text: t("contact.failureText") }}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <PersonFields phone institution />
                <SelectField
                  name="subject"
                  label={t("fields.subject")}
                  required
                  placeholder={t("fields.choose")}
                  options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: t(`options.subjects.${s}`) }))}
                />
              </div>
              <TextAreaField
                name="message"
                label={t("fields.message")}
                hint={t("hints.message")}
                required
                rows={6}
                minLength={10}
                maxLength={LIMITS.message}
              />
            </LeadForm>
          </div>
        </section>
        <ContactAside hours={content.hours} hoursNote={content.hoursNote} />
      </div>
      <Alternatives items={content.alternatives} />
      <Faq items={content.faq} />
      <Social items={content.social} />
    </>
  );
}

function ContactAside({
  hours,
  hoursNote,
}: {
  hours: Route.ComponentProps["loaderData"]["content"]["hours"];
  hoursNote: string;
}) {
  const { t } = useNamespace(formsNamespace);
  const lang = useLanguage();
  const business = useBusinessDetails();
  const address = useBusinessAddress(lang);
  const phoneHref = `tel:${business.phone.replace(/[^+\d]/g, "")}`;
  return (
    <aside className="space-y-6">
      <section
        aria-labelledby="contact-details-title"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="contact-details-title" className="text-lg font-semibold text-ink">
          {t("contact.detailsTitle")}
        </h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {t("contact.address")}
            </dt>
            <dd className="mt-1 pl-7 text-ink-muted">
              <address className="not-italic">{address}</address>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {t("contact.phone")}
            </dt>
            <dd className="mt-1 pl-7">
              <a className="text-brand underline underline-offset-2" href={phoneHref}>
                {business.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {t("contact.email")}
            </dt>
            <dd className="mt-1 pl-7">
              <a className="text-brand underline underline-offset-2" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="contact-hours-title"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="contact-hours-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Clock aria-hidden="true" className="size-5 text-brand" />
          {t("contact.hoursTitle")}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {hours.map((h) => (
            <div key={h.days} className="flex justify-between gap-4">
              <dt className="text-ink">{h.days}</dt>
              <dd className="font-semibold text-ink">{h.time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{hoursNote}</p>
      </section>
    </aside>
  );
}

function Alternatives({ items }: { items: Route.ComponentProps["loaderData"]["content"]["alternatives"] }) {
  const { t } = useNamespace(formsNamespace);
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="contact-alternatives-title" className="border-t border-line bg-surface-raised">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="contact-alternatives-title" className="text-2xl font-bold text-ink">
          {t("contact.alternativesTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col rounded-xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 flex-1 text-sm text-ink-muted">{item.text}</p>
              {item.href ? (
                <Link
                  to={to(item.href)}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline-offset-2 hover:underline"
                >
                  {item.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
                  <MessageCircle aria-hidden="true" className="size-4 text-brand" />
                  {item.cta}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Faq({ items }: { items: Route.ComponentProps["loaderData"]["content"]["faq"] }) {
  const { t } = useNamespace(formsNamespace);
  return (
    <section aria-labelledby="contact-faq-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h2 id="contact-faq-title" className="text-2xl font-bold text-ink">
        {t("contact.faqTitle")}
      </h2>
      <div className="mt-6 divide-y divide-line rounded-xl border border-line bg-surface">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl text-brand transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-2 text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Social({ items }: { items: Route.ComponentProps["loaderData"]["content"]["social"] }) {
  const { t } = useNamespace(formsNamespace);
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="contact-social-title" className="border-t border-line">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="contact-social-title" className="text-2xl font-bold text-ink">
          {t("contact.socialTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {items.map((s) => (
            <li key={s.id}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="block h-full rounded-xl border border-line bg-surface p-5 hover:border-brand"
              >
                <span className="font-semibold text-ink">{s.name}</span>
                <span className="sr-only"> {tc("footer.newTab")}</span>
                <span className="mt-1 block text-sm text-ink-muted">{s.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
