import { useCallback, useState, type ReactNode } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/checkout";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { getSession } from "#app/features/auth/session.server.ts";
import { signInRedirectFor } from "#app/features/auth/redirect.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { CheckboxField, ChoiceGroup, FormSection, SelectField, TextField } from "#app/ui/form/fields.tsx";
import { IbanField } from "#app/features/leads/ui/iban-field.tsx";
import { LeadForm } from "#app/features/leads/ui/lead-form.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { getAddons, getPlan, isPlanId, PLAN_IDS, type PlanId } from "#content/plans.ts";
import { guardedServerAction } from "#app/lib/forms/client-action.ts";
import { CONTROL_FIELDS, formValues, LIMITS } from "#app/lib/forms/fields.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { BILLING_COUNTRIES, PAYMENT_METHODS, type PaymentMethod } from "#app/features/leads/options.ts";
import { pageAnswer } from "#app/lib/forms/page-result.ts";
import type { FormResult, FormSuccess, FormValues } from "#app/lib/forms/result.ts";
import { MAX_STUDENTS } from "#app/features/leads/schemas/demo.ts";
import { parseCheckout, studentCap } from "#app/features/leads/schemas/checkout.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import {
  checkoutHandler,
  readCheckoutDraft,
  saveCheckoutDraft,
} from "#app/features/leads/checkout.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { formPageSetup } from "#app/features/leads/page-setup.server.ts";
import { readFormBody } from "#app/lib/forms/form-body.server.ts";
import {
  clientAddressOf,
  handleFormAction,
  LEAD_RATE_RULE,
  unreadableForm,
} from "#app/features/leads/submission.server.ts";
import { translateErrors } from "#app/features/leads/texts.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Lock = spriteIcon("lock");
const ShieldCheck = spriteIcon("shield-check");

/**
 * Checkout (`/checkout`, `/checkout/{planId}`; issue 5, DECISIONS.md point 6). Everything can be
 * filled in anonymously; confirming needs an account: an anonymous visitor's valid entries are kept
 * (on the server, and in the tab's session storage) while they sign in, then the same page comes
 * back filled in. The order is created pending, linked to the account, and the visitor lands on
 * `/success`. No card number is ever asked for.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  if (params.planId !== undefined && !isPlanId(params.planId)) throw new Response(null, { status: 404 });
  const page = loadPage(args);
  const lang = page.lang;
  const form = formPageSetup(args);
  const session = await getSession(args);
  const db = leadsDb(args.context.get(servicesContext).db);
  const draft = await readCheckoutDraft(db, args.request);
  const url = new URL(args.request.url);
  const plan: PlanId = isPlanId(params.planId)
    ? params.planId
    : isPlanId(url.searchParams.get("plan"))
      ? (url.searchParams.get("plan") as PlanId)
      : "premium";
  const students = url.searchParams.get("students");
  const initial: FormValues = {
    plan,
    country: "FR",
    paymentMethod: "bank-transfer",
    ...(students && /^\d{1,6}$/.test(students) ? { students } : {}),
    ...(session ? { billingEmail: session.user.email, billingName: session.user.companyName ?? "" } : {}),
    ...draft,
  };
  const regions = new Intl.DisplayNames([lang === "fr" ? "fr-FR" : "en-GB"], { type: "region" });
  return data(
    {
      ...page,
      form: form.setup,
      initial,
      resumed: Boolean(draft),
      user: session ? { email: session.user.email, name: session.user.displayName } : null,
      plans: PLAN_IDS.map((id) => {
        const p = getPlan(id, lang);
        return {
          id,
          name: p.name,
          tagline: p.tagline,
          students: p.figures.students,
          cap: studentCap(id),
          price: p.priceDisplay,
        };
      }),
      addons: getAddons(lang).map((a) => ({ id: a.id, name: a.name, price: a.price })),
      countries: BILLING_COUNTRIES.map((code) => ({ value: code, label: regions.of(code) ?? code })),
    },
    { headers: form.headers },
  );
}

/** "Try again later" (a limit, the database unavailable) says when, without JavaScript too. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export async function action(args: Route.ActionArgs) {
  const session = await getSession(args);
  if (session) return handleFormAction(args, checkoutHandler(session.user));

  // Not signed in: check the entries first (errors show right away), keep them, then sign in.
  const { request, context } = args;
  const url = new URL(request.url.replace(/\.data(?=$|\?)/, ""));
  const lang = languageOfPath(url.pathname);
  const read = await readFormBody(request);
  if (!read.ok) return unreadableForm(read.problem, lang);
  const form = read.value;
  const values = formValues(form);
  const parsed = parseCheckout(values);
  if (!parsed.ok) {
    return data(
      { status: "invalid", errors: translateErrors(parsed.errors, lang), values } satisfies FormResult,
      { status: 400 },
    );
  }
  const services = context.get(servicesContext);
  const info = context.get(requestInfoContext);
  // Drafts are stored for anyone: the same per-address limit as the leads keeps robots from filling the table.
  const limit = await services.rateLimiter.hit(
    `checkout-draft:${clientAddressOf(request, info)}`,
    LEAD_RATE_RULE,
  );
  if (limit.limited) {
    return data({ status: "invalid", errors: {}, values } satisfies FormResult, {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfter) },
    });
  }
  if (form.get(CONTROL_FIELDS.honeypot)) {
    return data({ status: "invalid", errors: {}, values } satisfies FormResult, { status: 400 });
  }
  const cookie = await saveCheckoutDraft(leadsDb(services.db), values, info.origin.startsWith("https:"));
  return redirect(signInRedirectFor(url), { status: 303, headers: { "Set-Cookie": cookie } });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedServerAction(serverAction);
}

/** Bank details stay out of the tab's storage (the server keeps them while the visitor signs in). */
const DRAFT_EXCLUDED = ["iban", "bic", "terms"] as const;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(formsNamespace);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const answer = pageAnswer(actionData, undefined);
  const [method, setMethod] = useState<PaymentMethod>(
    (loaderData.initial.paymentMethod as PaymentMethod) ?? "bank-transfer",
  );
  const [plan, setPlan] = useState<string>(String(loaderData.initial.plan ?? "premium"));
  const chosen = loaderData.plans.find((p) => p.id === plan) ?? loaderData.plans[1];
  const signedIn = Boolean(loaderData.user);

  const onSuccess = useCallback(
    (r: FormSuccess) => {
      if (r.redirectTo) void navigate(r.redirectTo);
    },
    [navigate],
  );
  const show = (m: PaymentMethod) => !hydrated || method === m;

  return (
    <>
      <PageHeader text={loaderData.text} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {loaderData.resumed ? (
            <p
              role="status"
              className="mb-6 rounded-lg border border-line bg-brand-soft px-4 py-3 text-sm font-medium text-ink"
            >
              {t("checkout.resumed")}
            </p>
          ) : null}
          <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
            <LeadForm
              kind="checkout"
              setup={loaderData.form}
              parse={parseCheckout}
              actionResult={answer}
              initialValues={loaderData.initial}
              draftKey="checkout"
              draftExclude={DRAFT_EXCLUDED}
              showPrivacy
              submitLabel={signedIn ? t("checkout.submit") : t("checkout.signInButton")}
              successMessage={(r) => ({
                title: t("success.orderTitle"),
                text: t("success.orderText", { reference: r.reference }),
              })}
              failureMessage={{ title: t("checkout.failureTitle"), text: t("checkout.failureText") }}
              onSuccess={onSuccess}
              footer={
                <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                  <Lock aria-hidden="true" className="size-4" />
                  {signedIn
                    ? t("checkout.signedInAs", { email: loaderData.user?.email ?? "" })
                    : t("checkout.signInRequired")}
                </p>
              }
            >
              <FormSection title={t("checkout.planSection")} id="checkout-plan">
                <div
                  onChange={(e) => {
                    const target = e.target as HTMLInputElement;
                    if (target.name === "plan") setPlan(target.value);
                  }}
                >
                  <ChoiceGroup
                    name="plan"
                    type="radio"
                    required
                    legend={t("checkout.plan")}
                    columns={3}
                    options={loaderData.plans.map((p) => ({
                      value: p.id,
                      label: p.name,
                      description: `${p.tagline} – ${p.price}`,
                    }))}
                  />
                </div>
                <TextField
                  name="students"
                  label={t("checkout.students")}
                  hint={
                    chosen?.cap
                      ? t("checkout.studentsCap", { count: chosen.cap })
                      : t("checkout.studentsUnlimited")
                  }
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={chosen?.cap ?? MAX_STUDENTS}
                />
                <ChoiceGroup
                  name="addons"
                  type="checkbox"
                  legend={t("checkout.addons")}
                  options={loaderData.addons.map((a) => ({
                    value: a.id,
                    label: a.name,
                    description: a.price,
                  }))}
                />
              </FormSection>

              <FormSection title={t("checkout.billingSection")} id="checkout-billing">
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField
                    name="billingName"
                    label={t("checkout.billingName")}
                    required
                    autoComplete="organization"
                    maxLength={LIMITS.institution}
                    className="sm:col-span-2"
                  />
                  <SelectField
                    name="country"
                    label={t("checkout.country")}
                    required
                    options={loaderData.countries}
                    autoComplete="country"
                  />
                  <TextField
                    name="siret"
                    label={t("checkout.siret")}
                    hint={t("checkout.siretHint")}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={20}
                  />
                  <TextField
                    name="vatNumber"
                    label={t("checkout.vatNumber")}
                    hint={t("checkout.vatHint")}
                    autoComplete="off"
                    maxLength={20}
                  />
                  <TextField
                    name="billingEmail"
                    type="email"
                    label={t("checkout.billingEmail")}
                    hint={t("checkout.billingEmailHint")}
                    required
                    autoComplete="email"
                    maxLength={LIMITS.email}
                  />
                  <TextField
                    name="addressLine1"
                    label={t("checkout.addressLine1")}
                    required
                    autoComplete="address-line1"
                    maxLength={LIMITS.address}
                    className="sm:col-span-2"
                  />
                  <TextField
                    name="addressLine2"
                    label={t("checkout.addressLine2")}
                    autoComplete="address-line2"
                    maxLength={LIMITS.address}
                    className="sm:col-span-2"
                  />
                  <TextField
                    name="postalCode"
                    label={t("checkout.postalCode")}
                    required
                    autoComplete="postal-code"
                    maxLength={12}
                  />
                  <TextField
                    name="city"
                    label={t("checkout.city")}
                    required
                    autoComplete="address-level2"
                    maxLength={LIMITS.city}
                  />
                </div>
              </FormSection>

              <FormSection title={t("checkout.paymentSection")} id="checkout-payment">
                <p className="flex items-center gap-2 text-sm text-ink-muted">
                  <ShieldCheck aria-hidden="true" className="size-4 text-success" />
                  {t("checkout.paymentIntro")}
                </p>
                <div
                  onChange={(e) => {
                    const target = e.target as HTMLInputElement;
                    if (target.name === "paymentMethod") setMethod(target.value as PaymentMethod);
                  }}
                >
                  <ChoiceGroup
                    name="paymentMethod"
                    type="radio"
                    required
                    columns={1}
                    legendHidden
                    legend={t("checkout.paymentSection")}
                    options={PAYMENT_METHODS.map((m) => ({
                      value: m,
                      label: t(`options.paymentMethods.${m}`),
                      description: t(
                        m === "bank-transfer"
                          ? "checkout.transferText"
                          : m === "sepa-debit"
                            ? "checkout.sepaText"
                            : "checkout.poText",
                      ),
                    }))}
                  />
                </div>
                {show("sepa-debit") ? (
                  <MethodFields method="sepa-debit">
                    <TextField
                      name="accountHolder"
                      label={t("checkout.accountHolder")}
                      autoComplete="off"
                      maxLength={LIMITS.institution}
                    />
                    <IbanField name="iban" label={t("checkout.iban")} hint={t("checkout.ibanHint")} />
                    <TextField
                      name="bic"
                      label={t("checkout.bic")}
                      hint={t("checkout.bicHint")}
                      autoComplete="off"
                      maxLength={14}
                    />
                    <CheckboxField name="mandate" label={t("checkout.mandate")} />
                  </MethodFields>
                ) : null}
                {show("purchase-order") ? (
                  <MethodFields method="purchase-order">
                    <TextField
                      name="commitmentNumber"
                      label={t("checkout.commitmentNumber")}
                      autoComplete="off"
                      maxLength={50}
                    />
                    <TextField
                      name="serviceCode"
                      label={t("checkout.serviceCode")}
                      hint={t("checkout.serviceCodeHint")}
                      autoComplete="off"
                      maxLength={100}
                    />
                  </MethodFields>
                ) : null}
              </FormSection>

              <CheckboxField
                name="terms"
                required
                label={
                  <>
                    {t("checkout.terms")}{" "}
                    <Link to={to("/legal#conditions")} className="text-brand underline underline-offset-2">
                      {t("checkout.termsLink")}
                    </Link>
                  </>
                }
              />
            </LeadForm>
          </div>
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="checkout-summary"
            className="rounded-2xl border border-line bg-surface p-6"
          >
            <h2 id="checkout-summary" className="text-lg font-semibold text-ink">
              {t("checkout.summary")}
            </h2>
            {chosen ? (
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="text-ink-muted">{t("checkout.plan")}</dt>
                  <dd className="font-semibold text-ink">GA Academic+ {chosen.name}</dd>
                  <dd className="text-ink-muted">{chosen.tagline}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t("checkout.students")}</dt>
                  <dd className="font-semibold text-ink">
                    {chosen.cap
                      ? t("checkout.studentsCap", { count: chosen.cap })
                      : t("checkout.studentsUnlimited")}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t("checkout.priceOnQuote")}</dt>
                  <dd className="font-semibold text-ink">{chosen.price}</dd>
                </div>
              </dl>
            ) : null}
            <p className="mt-4 flex items-start gap-2 text-sm text-ink-muted">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t("checkout.noCard")}
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

/** The details a payment method asks for, under its name. */
function MethodFields({ method, children }: { method: PaymentMethod; children: ReactNode }) {
  const { t } = useNamespace(formsNamespace);
  return (
    <fieldset className="space-y-4 rounded-xl border border-line bg-surface p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t(`options.paymentMethods.${method}`)}</legend>
      {children}
    </fieldset>
  );
}
