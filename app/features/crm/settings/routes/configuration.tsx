import type { ReactNode } from "react";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";
import { Link, useActionData } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/configuration";
import {
  BusinessFormSchema,
  DemoFormSchema,
  FORM_WEEKDAYS,
  RemindersFormSchema,
  SalesFormSchema,
  TestMailFormSchema,
  WEEKDAY_NAMES,
  type ConfigurationForm,
} from "#app/features/crm/settings/configuration.ts";
import {
  applyConfigurationAction,
  loadConfiguration,
  type ConfigurationReply,
} from "#app/features/crm/settings/configuration.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { ADMIN_ERRORS, adminNamespace } from "#app/features/crm/locales.ts";
import { configurationTexts } from "#app/features/crm/settings/configuration-section-locales.ts";
import { formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { Notice } from "#app/ui/notice.tsx";
import { AdminPage, INPUT, Panel, Stat } from "#app/features/crm/ui/ui.tsx";
import { CheckboxField, FieldError, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import { useField } from "#app/ui/form/form-context.tsx";
import { ServerForm } from "#app/ui/form/server-form.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * Configuration (issue 8, "Settings and configuration"; spec §2 catalogue menu), admins only (the
 * `settings` resource): the address of lead notifications, demo availability, the business
 * details of the footer and invoices, the state of e-mail delivery and a test e-mail. Each form
 * is checked in the browser and again by the action with the same schema; every save is logged.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, "settings", "view");
  return {
    ...loadPage(args),
    configuration: await loadConfiguration(services(args.context)),
    me: session.user.email,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "settings", "edit");
  const form = await requireForm(args.request);
  return applyConfigurationAction(
    services(args.context),
    { context: args.context, session: staff.session },
    form,
    staff.lang,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

const MAIL_TONES = {
  sent: "success",
  outbox: "success",
  queued: "info",
  retrying: "error",
  failed: "error",
} as const;

/** The texts of this page: the CRM's base and the configuration section's part. */
const useConfigurationTexts = () => useNamespace(adminNamespace, configurationTexts);
type T = ReturnType<typeof useConfigurationTexts>["t"];

/** The answer of the action, when it is for this form. */
function replyOf(reply: ConfigurationReply | undefined, intent: ConfigurationForm) {
  return reply?.intent === intent ? reply : undefined;
}

/** A form of the page: the form kit with the `admin` texts and the action's schema. */
function ConfigForm({
  intent,
  idPrefix,
  schema,
  reply,
  saved,
  notice,
  submitLabel,
  pendingLabel,
  beside,
  className,
  buttonClass,
  children,
}: {
  intent: ConfigurationForm;
  idPrefix?: string;
  schema: z.ZodType;
  reply: ConfigurationReply | undefined;
  saved: Readonly<Record<string, string>>;
  notice?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  beside?: ReactNode;
  className?: string;
  buttonClass?: string;
  children: ReactNode;
}) {
  const { t } = useConfigurationTexts();
  const mine = replyOf(reply, intent);
  return (
    <ServerForm
      intent={intent}
      idPrefix={idPrefix}
      schema={schema}
      vocabulary={ADMIN_ERRORS}
      errorText={(key) => t(`validation.${key}`)}
      reply={mine}
      initialValues={saved}
      notice={
        mine?.ok && mine.message ? (
          <Notice tone="success">{t(`configuration.${mine.message}`)}</Notice>
        ) : (
          notice
        )
      }
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      beside={beside}
      className={className}
      buttonClass={buttonClass}
    >
      {children}
    </ServerForm>
  );
}

/**
 * A cell of the demo hours' table: the day's "open" box or one of its times, labelled for screen
 * readers ("Lundi : ouvert"), its error below it.
 */
function DayCell({ name, label, type }: { name: string; label: string; type: "checkbox" | "time" }) {
  const field = useField(name);
  const open = type === "checkbox";
  return (
    <td className={open ? "px-2 py-1 text-center" : "px-2 py-1 align-top"}>
      <input
        type={type}
        id={field.id}
        name={name}
        aria-label={label}
        {...(open
          ? { defaultChecked: field.defaultValue === "on" }
          : { defaultValue: field.defaultValue ?? "" })}
        className={open ? "size-4" : `${INPUT} w-32`}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
      />
      <FieldError id={field.errorId} message={field.error} />
    </td>
  );
}

function SavedNote({
  saved,
  lang,
  t,
}: {
  saved?: { at: string; by: string | null };
  lang: "fr" | "en";
  t: T;
}) {
  return (
    <p className="text-xs text-ink-muted">
      {saved
        ? t("configuration.lastSaved", {
            date: formatDateTime(saved.at, lang),
            by: saved.by ?? t("configuration.unknownAuthor"),
          })
        : t("configuration.defaults")}
    </p>
  );
}

type StoredSection = "sales" | "demo" | "business" | "reminders";

/**
 * A stored part of the configuration: its panel, its form (the stored values, remounted once
 * saved), what it is for, and when and by whom it was last saved beside the button.
 */
function SettingsSection({
  section,
  schema,
  configuration: c,
  reply,
  lang,
  idPrefix,
  className,
  children,
}: {
  section: StoredSection;
  schema: z.ZodType;
  configuration: Route.ComponentProps["loaderData"]["configuration"];
  reply: ConfigurationReply | undefined;
  lang: "fr" | "en";
  idPrefix?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useConfigurationTexts();
  return (
    <Panel title={t(`configuration.${section}.title`)} id={section}>
      <ConfigForm
        key={c.saved[section]?.at ?? "default"}
        intent={section}
        idPrefix={idPrefix}
        schema={schema}
        reply={reply}
        saved={c.values[section]}
        submitLabel={t(`configuration.${section}.save`)}
        pendingLabel={t("common.saving")}
        beside={<SavedNote saved={c.saved[section]} lang={lang} t={t} />}
        className={className}
      >
        <p className="text-sm text-ink-muted">{t(`configuration.${section}.lead`)}</p>
        {children}
      </ConfigForm>
    </Panel>
  );
}

export default function AdminConfigurationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useConfigurationTexts();
  const reply = useActionData<typeof action>() as ConfigurationReply | undefined;
  const { lang, text, configuration: c, me } = loaderData;
  const none = t("common.none");
  const test = replyOf(reply, "testMail");
  // What every stored section reads: the stored values, the action's answer and the page's language.
  const stored = { configuration: c, reply, lang };

  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <SettingsSection section="sales" schema={SalesFormSchema} {...stored} className="space-y-3">
        <TextField
          name="salesEmail"
          type="email"
          autoComplete="off"
          label={t("configuration.sales.email")}
          hint={t("configuration.sales.hint", { fallback: c.fallbackSalesEmail })}
          className="max-w-md"
        />
        <p className="text-sm text-ink">{t("configuration.sales.current", { email: c.salesEmail })}</p>
      </SettingsSection>

      <SettingsSection section="demo" schema={DemoFormSchema} {...stored}>
        <TextField
          name="slotMinutes"
          type="number"
          autoComplete="off"
          label={t("configuration.demo.slotMinutes")}
          hint={t("configuration.demo.slotHint")}
          className="max-w-xs"
        />
        {/* min-w-0: a fieldset is as wide as its content otherwise, and the table would widen the page. */}
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">{t("configuration.demo.hours")}</legend>
          <ScrollRegion label={t("configuration.demo.hours")} className="relative overflow-x-auto">
            <table className="text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 font-semibold text-ink-muted">
                    {t("configuration.demo.day")}
                  </th>
                  <th scope="col" className="px-2 py-1 font-semibold text-ink-muted">
                    {t("configuration.demo.open")}
                  </th>
                  <th scope="col" className="px-2 py-1 font-semibold text-ink-muted">
                    {t("configuration.demo.from")}
                  </th>
                  <th scope="col" className="px-2 py-1 font-semibold text-ink-muted">
                    {t("configuration.demo.to")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {FORM_WEEKDAYS.map((d) => {
                  const day = t(`configuration.demo.weekdays.${WEEKDAY_NAMES[d]}`);
                  return (
                    <tr key={d}>
                      <th scope="row" className="px-2 py-1 font-semibold text-ink">
                        {day}
                      </th>
                      <DayCell
                        type="checkbox"
                        name={`open_${d}`}
                        label={t("configuration.demo.openLabel", { day })}
                      />
                      <DayCell
                        type="time"
                        name={`from_${d}`}
                        label={t("configuration.demo.fromLabel", { day })}
                      />
                      <DayCell
                        type="time"
                        name={`to_${d}`}
                        label={t("configuration.demo.toLabel", { day })}
                      />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </fieldset>
        <TextAreaField
          name="holidays"
          rows={4}
          label={t("configuration.demo.holidays")}
          hint={t("configuration.demo.holidaysHint")}
          className="max-w-md"
        />
        <CheckboxField name="publicHolidays" label={t("configuration.demo.publicHolidays")} />
        <p className="text-sm text-ink">{t("configuration.demo.preview", { count: c.freeSlots })}</p>
      </SettingsSection>

      <SettingsSection section="business" schema={BusinessFormSchema} {...stored}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(
            [
              ["legalName", "text", "organization"],
              ["street", "text", "street-address"],
              ["postalCode", "text", "postal-code"],
              ["city", "text", "address-level2"],
              ["country", "text", "country"],
              ["siret", "text", "off"],
              ["vatNumber", "text", "off"],
              ["phone", "tel", "tel"],
              ["email", "email", "email"],
              ["legalForm", "text", "off"],
              ["shareCapital", "text", "off"],
              ["rcsCity", "text", "off"],
              ["iban", "text", "off"],
              ["bic", "text", "off"],
              ["latePenaltyRate", "text", "off"],
              ["paymentTermDays", "text", "off"],
            ] as const
          ).map(([name, type, autoComplete]) => (
            <TextField
              key={name}
              name={name}
              type={type}
              autoComplete={autoComplete}
              label={t(`configuration.business.${name}`)}
              hint={
                name === "country" || name === "latePenaltyRate" || name === "paymentTermDays"
                  ? t(`configuration.business.${name}Hint`)
                  : undefined
              }
            />
          ))}
        </div>
      </SettingsSection>

      <SettingsSection
        section="reminders"
        schema={RemindersFormSchema}
        {...stored}
        idPrefix="reminders"
        className="space-y-3"
      >
        <TextField
          name="days"
          autoComplete="off"
          label={t("configuration.reminders.days")}
          hint={t("configuration.reminders.daysHint")}
          className="max-w-md"
        />
        <CheckboxField name="ownerOnLast" label={t("configuration.reminders.ownerOnLast")} />
      </SettingsSection>

      <Panel title={t("configuration.mail.title")} id="mail">
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-muted">{t("configuration.mail.transport")}</dt>
          <dd className="font-medium text-ink">{t(`configuration.mail.transports.${c.mail.transport}`)}</dd>
        </dl>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t("configuration.mail.pending")} value={formatNumber(c.mail.pending, lang)} />
          <Stat label={t("configuration.mail.failed")} value={formatNumber(c.mail.failed, lang)} />
          <Stat label={t("configuration.mail.sentDay")} value={formatNumber(c.mail.sentDay, lang)} />
        </div>
        <h3 className="mt-4 mb-1 text-sm font-semibold text-ink">{t("configuration.mail.lastFailure")}</h3>
        <p className="text-sm text-ink">
          {c.mail.lastFailure
            ? t("configuration.mail.failure", {
                date: formatDateTime(c.mail.lastFailure.at, lang),
                to: c.mail.lastFailure.to,
                kind: c.mail.lastFailure.kind,
                error: c.mail.lastFailure.error || none,
              })
            : t("configuration.mail.noFailure")}
        </p>
        <p className="mt-2 text-sm">
          <Link
            to={`${localizedPath("/admin/system", lang)}#mail`}
            className="text-brand underline underline-offset-2"
          >
            {t("configuration.mail.queueLink")}
          </Link>
        </p>

        <div className="mt-5 space-y-3">
          <h3 className="text-sm font-semibold text-ink">{t("configuration.mail.testTitle")}</h3>
          <ConfigForm
            intent="testMail"
            idPrefix="test"
            schema={TestMailFormSchema}
            reply={reply}
            saved={{ to: me }}
            notice={
              test?.mail ? (
                <Notice tone={MAIL_TONES[test.mail.outcome]}>
                  {t(`configuration.mail.results.${test.mail.outcome}`, {
                    to: test.mail.to,
                    error: test.mail.error ?? none,
                  })}
                </Notice>
              ) : null
            }
            submitLabel={t("configuration.mail.send")}
            pendingLabel={t("configuration.mail.sending")}
            buttonClass="btn btn-secondary"
            className="space-y-3"
          >
            <TextField
              name="to"
              type="email"
              autoComplete="off"
              label={t("configuration.mail.testTo")}
              hint={t("configuration.mail.testHint")}
              className="max-w-md"
            />
          </ConfigForm>
        </div>
      </Panel>
    </AdminPage>
  );
}
