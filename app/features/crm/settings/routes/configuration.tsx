import { useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/configuration";
import {
  BusinessFormSchema,
  DemoFormSchema,
  errorsOf,
  fieldsOf,
  FORM_WEEKDAYS,
  SalesFormSchema,
  TestMailFormSchema,
  WEEKDAY_NAMES,
  type ConfigurationForm,
  type FieldErrors,
} from "#app/features/crm/settings/configuration.ts";
import {
  applyConfigurationAction,
  loadConfiguration,
  type ConfigurationReply,
} from "#app/features/crm/settings/configuration.server.ts";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { formatDateTime, formatNumber } from "#app/features/client-space/format.ts";
import { services } from "#app/features/auth/session.server.ts";
import { Notice } from "#app/ui/notice.tsx";
import { AdminPage, INPUT, LABEL, Panel, Stat } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
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

type T = ReturnType<typeof useNamespace<"admin">>["t"];

/** The browser runs the action's own schema before posting; the server's answer replaces it after. */
function useFormCheck(intent: ConfigurationForm, schema: z.ZodType, reply: ConfigurationReply | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const mine = reply?.intent === intent ? reply : undefined;
  const errors = clientErrors ?? mine?.fieldErrors;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(fieldsOf(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    const found = errorsOf(parsed.error);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const busy = useNavigation().formData?.get("intent") === intent;
  return { errors, onSubmit, busy, reply: mine };
}

function errorId(form: string, name: string) {
  return `${form}-${name}-error`;
}

function ErrorText({ form, name, errors, t }: { form: string; name: string; errors?: FieldErrors; t: T }) {
  const key = errors?.[name];
  if (!key) return null;
  return (
    <p id={errorId(form, name)} className="mt-1 text-xs text-danger">
      {t(`validation.${key}`)}
    </p>
  );
}

function TextInput({
  form,
  name,
  label,
  hint,
  value,
  errors,
  t,
  type = "text",
  autoComplete,
  className,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  errors?: FieldErrors;
  t: T;
  type?: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  className?: string;
}) {
  const id = `${form}-${name}`;
  const invalid = Boolean(errors?.[name]);
  const describedBy = [hint ? `${id}-hint` : "", invalid ? errorId(form, name) : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete ?? "off"}
        className={INPUT}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorText form={form} name={name} errors={errors} t={t} />
    </div>
  );
}

function FormNotices({ reply, errors, t }: { reply?: ConfigurationReply; errors?: FieldErrors; t: T }) {
  if (errors && Object.keys(errors).length > 0) {
    return <Notice tone="error">{t("configuration.errorSummary")}</Notice>;
  }
  if (reply?.ok && reply.message)
    return <Notice tone="success">{t(`configuration.${reply.message}`)}</Notice>;
  return null;
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

function SubmitRow({
  label,
  busy,
  t,
  children,
}: {
  label: string;
  busy: boolean;
  t: T;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("common.saving") : label}
      </button>
      {children}
    </div>
  );
}

export default function AdminConfigurationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const reply = useActionData<typeof action>() as ConfigurationReply | undefined;
  const { lang, text, configuration: c, me } = loaderData;
  const valuesOf = (intent: ConfigurationForm, saved: Record<string, string>) =>
    reply?.intent === intent && reply.values ? reply.values : saved;

  const sales = useFormCheck("sales", SalesFormSchema, reply);
  const demo = useFormCheck("demo", DemoFormSchema, reply);
  const business = useFormCheck("business", BusinessFormSchema, reply);
  const test = useFormCheck("testMail", TestMailFormSchema, reply);

  const salesValues = valuesOf("sales", c.values.sales);
  const demoValues = valuesOf("demo", c.values.demo);
  const businessValues = valuesOf("business", c.values.business);
  const testValues = valuesOf("testMail", { to: me });
  const none = t("common.none");

  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("configuration.sales.title")} id="sales">
        <Form
          method="post"
          noValidate
          onSubmit={sales.onSubmit}
          key={c.saved.sales?.at ?? "default"}
          className="space-y-3"
        >
          <input type="hidden" name="intent" value="sales" />
          <p className="text-sm text-ink-muted">{t("configuration.sales.lead")}</p>
          <FormNotices reply={sales.reply} errors={sales.errors} t={t} />
          <TextInput
            form="sales"
            name="salesEmail"
            type="email"
            label={t("configuration.sales.email")}
            hint={t("configuration.sales.hint", { fallback: c.fallbackSalesEmail })}
            value={salesValues.salesEmail ?? ""}
            errors={sales.errors}
            t={t}
            className="max-w-md"
          />
          <p className="text-sm text-ink">{t("configuration.sales.current", { email: c.salesEmail })}</p>
          <SubmitRow label={t("configuration.sales.save")} busy={sales.busy} t={t}>
            <SavedNote saved={c.saved.sales} lang={lang} t={t} />
          </SubmitRow>
        </Form>
      </Panel>

      <Panel title={t("configuration.demo.title")} id="demo">
        <Form
          method="post"
          noValidate
          onSubmit={demo.onSubmit}
          key={c.saved.demo?.at ?? "default"}
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="demo" />
          <p className="text-sm text-ink-muted">{t("configuration.demo.lead")}</p>
          <FormNotices reply={demo.reply} errors={demo.errors} t={t} />
          <TextInput
            form="demo"
            name="slotMinutes"
            type="number"
            label={t("configuration.demo.slotMinutes")}
            hint={t("configuration.demo.slotHint")}
            value={demoValues.slotMinutes ?? ""}
            errors={demo.errors}
            t={t}
            className="max-w-xs"
          />
          {/* min-w-0: a fieldset is as wide as its content otherwise, and the table would widen the page. */}
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-ink">{t("configuration.demo.hours")}</legend>
            <div
              className="relative overflow-x-auto"
              role="region"
              aria-label={t("configuration.demo.hours")}
              // A table that scrolls sideways on a phone must be reachable by keyboard.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
            >
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
                    const cell = (name: string, label: string) => {
                      const field = `${name}_${d}`;
                      const invalid = Boolean(demo.errors?.[field]);
                      return (
                        <td className="px-2 py-1 align-top">
                          <input
                            type="time"
                            name={field}
                            aria-label={label}
                            defaultValue={demoValues[field] ?? ""}
                            className={`${INPUT} w-32`}
                            aria-invalid={invalid || undefined}
                            aria-describedby={invalid ? errorId("demo", field) : undefined}
                          />
                          <ErrorText form="demo" name={field} errors={demo.errors} t={t} />
                        </td>
                      );
                    };
                    return (
                      <tr key={d}>
                        <th scope="row" className="px-2 py-1 font-semibold text-ink">
                          {day}
                        </th>
                        <td className="px-2 py-1 text-center">
                          <input
                            type="checkbox"
                            name={`open_${d}`}
                            aria-label={t("configuration.demo.openLabel", { day })}
                            defaultChecked={demoValues[`open_${d}`] === "on"}
                            className="size-4"
                          />
                        </td>
                        {cell("from", t("configuration.demo.fromLabel", { day }))}
                        {cell("to", t("configuration.demo.toLabel", { day }))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </fieldset>
          <div className="max-w-md">
            <label htmlFor="demo-holidays" className={LABEL}>
              {t("configuration.demo.holidays")}
            </label>
            <textarea
              id="demo-holidays"
              name="holidays"
              rows={4}
              defaultValue={demoValues.holidays ?? ""}
              className={INPUT}
              aria-invalid={demo.errors?.holidays ? true : undefined}
              aria-describedby={[
                "demo-holidays-hint",
                demo.errors?.holidays ? errorId("demo", "holidays") : "",
              ]
                .filter(Boolean)
                .join(" ")}
            />
            <p id="demo-holidays-hint" className="mt-1 text-xs text-ink-muted">
              {t("configuration.demo.holidaysHint")}
            </p>
            <ErrorText form="demo" name="holidays" errors={demo.errors} t={t} />
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="publicHolidays"
              defaultChecked={demoValues.publicHolidays === "on"}
              className="size-4"
            />
            {t("configuration.demo.publicHolidays")}
          </label>
          <p className="text-sm text-ink">{t("configuration.demo.preview", { count: c.freeSlots })}</p>
          <SubmitRow label={t("configuration.demo.save")} busy={demo.busy} t={t}>
            <SavedNote saved={c.saved.demo} lang={lang} t={t} />
          </SubmitRow>
        </Form>
      </Panel>

      <Panel title={t("configuration.business.title")} id="business">
        <Form
          method="post"
          noValidate
          onSubmit={business.onSubmit}
          key={c.saved.business?.at ?? "default"}
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="business" />
          <p className="text-sm text-ink-muted">{t("configuration.business.lead")}</p>
          <FormNotices reply={business.reply} errors={business.errors} t={t} />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {(
              [
                ["legalName", "text", "organization"],
                ["street", "text", "street-address"],
                ["postalCode", "text", "postal-code"],
                ["city", "text", "address-level2"],
                ["country", "text", "country"],
                ["siret", "text", undefined],
                ["vatNumber", "text", undefined],
                ["phone", "tel", "tel"],
                ["email", "email", "email"],
              ] as const
            ).map(([name, type, autoComplete]) => (
              <TextInput
                key={name}
                form="business"
                name={name}
                type={type}
                autoComplete={autoComplete}
                label={t(`configuration.business.${name}`)}
                hint={name === "country" ? t("configuration.business.countryHint") : undefined}
                value={businessValues[name] ?? ""}
                errors={business.errors}
                t={t}
              />
            ))}
          </div>
          <SubmitRow label={t("configuration.business.save")} busy={business.busy} t={t}>
            <SavedNote saved={c.saved.business} lang={lang} t={t} />
          </SubmitRow>
        </Form>
      </Panel>

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

        <Form method="post" noValidate onSubmit={test.onSubmit} className="mt-5 space-y-3">
          <input type="hidden" name="intent" value="testMail" />
          <h3 className="text-sm font-semibold text-ink">{t("configuration.mail.testTitle")}</h3>
          {test.errors && Object.keys(test.errors).length > 0 ? null : test.reply?.mail ? (
            <Notice tone={MAIL_TONES[test.reply.mail.outcome]}>
              {t(`configuration.mail.results.${test.reply.mail.outcome}`, {
                to: test.reply.mail.to,
                error: test.reply.mail.error ?? none,
              })}
            </Notice>
          ) : null}
          <TextInput
            form="test"
            name="to"
            type="email"
            label={t("configuration.mail.testTo")}
            hint={t("configuration.mail.testHint")}
            value={testValues.to ?? me}
            errors={test.errors}
            t={t}
            className="max-w-md"
          />
          <button type="submit" className="btn btn-secondary" disabled={test.busy}>
            {test.busy ? t("configuration.mail.sending") : t("configuration.mail.send")}
          </button>
        </Form>
      </Panel>
    </AdminPage>
  );
}
