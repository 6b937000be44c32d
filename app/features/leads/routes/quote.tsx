import { data } from "react-router";
import type { Route } from "./+types/quote";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ChoiceGroup, FormSection, SelectField, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import { LeadForm } from "#app/features/leads/ui/lead-form.tsx";
import { PersonFields } from "#app/features/leads/ui/person-fields.tsx";
import { InstitutionFields, ModuleInterestsField } from "#app/features/leads/ui/institution-fields.tsx";
import { OFFERS } from "#content/offers.ts";
import { getAddons, PLAN_DEFINITIONS } from "#content/plans.ts";
import { guardedServerAction } from "#app/lib/forms/client-action.ts";
import { LIMITS } from "#app/lib/forms/fields.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { TIMELINES } from "#app/features/leads/options.ts";
import { flashSuccess, pageAnswer } from "#app/lib/forms/page-result.ts";
import { fieldsFromAddress, preselection } from "#app/features/leads/quote-preselection.ts";
import { parseQuote } from "#app/features/leads/schemas/quote.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { formPageSetup } from "#app/features/leads/page-setup.server.ts";
import { quoteHandler } from "#app/features/leads/quote.server.ts";
import { handleFormAction } from "#app/features/leads/submission.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { signedInAccount } from "#app/features/leads/account.server.ts";
import { accountPrefill } from "#app/features/leads/account-prefill.ts";

const Calculator = spriteIcon("calculator");
const Clock = spriteIcon("clock");

function offerOptions(lang: Language) {
  const offers = OFFERS.map((o) => ({ value: o.id as string, label: `${o.name[lang]} – ${o.target[lang]}` }));
  const plans = PLAN_DEFINITIONS.filter((p) => !OFFERS.some((o) => o.id === p.id)).map((p) => ({
    value: p.id as string,
    label: `GA Academic+ ${p.name}`,
  }));
  return [...offers, ...plans];
}

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  // A signed-in customer's request starts from their account (issue 20).
  const account = await signedInAccount(args);
  const form = formPageSetup(args);
  const params = new URL(args.request.url).searchParams;
  const { values, fromCalculator } = preselection(params);
  const addons = getAddons(page.lang).map((a) => ({ id: a.id, name: a.name, price: a.price }));
  return data(
    {
      ...page,
      form: form.setup,
      flash: form.flash,
      initial: account ? { ...accountPrefill(account, "quote"), ...values } : values,
      fromCalculator,
      fromAddress: fieldsFromAddress(params),
      offers: offerOptions(page.lang),
      addons,
    },
    { headers: form.headers },
  );
}

/** "Try again later" (a limit, the database unavailable) says when, without JavaScript too. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, quoteHandler);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedServerAction(serverAction);
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(formsNamespace);
  const answer = pageAnswer(actionData, flashSuccess(loaderData.flash));
  return (
    <>
      <PageHeader text={loaderData.text} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
          <h2 className="mb-6 text-2xl font-bold text-ink">{t("quote.formTitle")}</h2>
          <LeadForm
            kind="quote"
            setup={loaderData.form}
            parse={parseQuote}
            actionResult={answer}
            initialValues={loaderData.initial}
            draftKey="quote"
            draftKeep={loaderData.fromAddress}
            submitLabel={t("quote.submit")}
            successMessage={() => ({ title: t("quote.successTitle"), text: t("quote.successText") })}
            failureMessage={{ title: t("quote.failureTitle"), text: t("quote.failureText") }}
            footer={
              <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                <Clock aria-hidden="true" className="size-4 text-brand" />
                {t("quote.delay")}
              </p>
            }
          >
            <FormSection title={t("quote.offerSection")} id="quote-offer">
              {loaderData.fromCalculator ? (
                <p className="flex items-center gap-2 rounded-lg bg-brand-soft px-4 py-2.5 text-sm font-medium text-ink">
                  <Calculator aria-hidden="true" className="size-4 text-brand" />
                  {t("quote.fromCalculator")}
                </p>
              ) : null}
              <SelectField
                name="offer"
                label={t("fields.offer")}
                placeholder={t("quote.noOffer")}
                options={loaderData.offers}
              />
              <ChoiceGroup
                name="addons"
                type="checkbox"
                legend={t("fields.addons")}
                options={loaderData.addons.map((a) => ({ value: a.id, label: a.name, description: a.price }))}
              />
            </FormSection>

            <FormSection title={t("quote.institutionSection")} id="quote-institution">
              <div className="grid gap-5 sm:grid-cols-2">
                <InstitutionFields />
                <TextField
                  name="establishments"
                  label={t("fields.establishments")}
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={500}
                />
                <TextField
                  name="siret"
                  label={t("fields.siret")}
                  hint={t("hints.siret")}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                />
                <TextField
                  name="moduleCount"
                  label={t("fields.moduleCount")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={15}
                />
                <TextField
                  name="countries"
                  label={t("fields.countries")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={30}
                />
              </div>
            </FormSection>

            <FormSection title={t("quote.needsSection")} id="quote-needs">
              <ModuleInterestsField />
              <ChoiceGroup
                name="timeline"
                type="radio"
                required
                legend={t("fields.timeline")}
                columns={3}
                options={TIMELINES.map((v) => ({ value: v, label: t(`options.timelines.${v}`) }))}
              />
              <TextAreaField name="message" label={t("fields.message")} rows={5} maxLength={LIMITS.message} />
            </FormSection>

            <FormSection title={t("quote.personSection")} id="quote-person">
              <div className="grid gap-5 sm:grid-cols-2">
                <PersonFields phone position />
              </div>
            </FormSection>
          </LeadForm>
        </div>
      </div>
    </>
  );
}
