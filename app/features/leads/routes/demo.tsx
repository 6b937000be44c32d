import { useCallback, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/demo";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { FormSection, TextAreaField } from "#app/ui/form/fields.tsx";
import { LeadForm } from "#app/features/leads/ui/lead-form.tsx";
import { PersonFields } from "#app/features/leads/ui/person-fields.tsx";
import { InstitutionFields, ModuleInterestsField } from "#app/features/leads/ui/institution-fields.tsx";
import { SlotPicker } from "#app/features/leads/ui/slot-picker.tsx";
import { servicesContext } from "#app/context.ts";
import { DEMO_TIME_ZONE, formatSlot, slotEnd, type Slot } from "#app/features/leads/slots.ts";
import { guardedServerAction } from "#app/lib/forms/client-action.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { handoverPrefill } from "#app/features/leads/handover-prefill.ts";
import { flashSuccess, pageAnswer } from "#app/lib/forms/page-result.ts";
import type { ClientFormResult, FormSuccess } from "#app/lib/forms/result.ts";
import { parseDemo } from "#app/features/leads/schemas/demo.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { demoHandler, demoPageSlots } from "#app/features/leads/demo.server.ts";
import { formPageSetup } from "#app/features/leads/page-setup.server.ts";
import { handleFormAction } from "#app/features/leads/submission.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { signedInAccount } from "#app/features/leads/account.server.ts";
import { accountPrefill } from "#app/features/leads/account-prefill.ts";

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const form = formPageSetup(args);
  const { availability, slots } = await demoPageSlots(args.context.get(servicesContext));
  // A signed-in customer's request starts from their account (issue 20).
  const account = await signedInAccount(args);
  const handover = handoverPrefill(new URL(args.request.url).searchParams, "demo");
  return data(
    {
      ...page,
      form: form.setup,
      flash: form.flash,
      slots: slots.map((s) => s.start),
      availability,
      prefill: account ? { ...accountPrefill(account, "demo"), ...handover } : handover,
    },
    { headers: form.headers },
  );
}

/** "Try again later" (a limit, the database unavailable) says when, without JavaScript too. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, demoHandler);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedServerAction(serverAction);
}

export default function DemoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(formsNamespace);
  const lang = loaderData.lang;
  const minutes = loaderData.availability.slotMinutes;
  const answer = pageAnswer(actionData, flashSuccess(loaderData.flash));
  const [chosen, setChosen] = useState<string | undefined>();
  const [taken, setTaken] = useState<{ message: string; next: readonly Slot[] } | undefined>(
    answer?.status === "slotTaken" ? { message: answer.message, next: answer.nextSlots } : undefined,
  );

  const successMessage = useCallback(
    (r: FormSuccess) =>
      r.slot
        ? {
            title: t("demo.successTitle"),
            text: `${formatSlot({ start: r.slot, end: slotEnd(r.slot, minutes) }, lang, DEMO_TIME_ZONE)} – ${t("demo.successText", { email: r.email ?? "" })}`,
          }
        : { title: t("demo.callbackTitle"), text: t("demo.callbackText") },
    [t, lang, minutes],
  );
  const onResult = useCallback((r: ClientFormResult) => {
    if (r.status === "slotTaken") setTaken({ message: r.message, next: r.nextSlots });
    else if (r.status === "success") {
      setTaken(undefined);
      setChosen(undefined);
    }
  }, []);

  return (
    <>
      <PageHeader text={loaderData.text} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
          <h2 className="mb-6 text-2xl font-bold text-ink">{t("demo.formTitle")}</h2>
          <LeadForm
            kind="demo"
            setup={loaderData.form}
            parse={parseDemo}
            actionResult={answer}
            draftKey="demo"
            initialValues={loaderData.prefill}
            submitLabel={chosen === "" ? t("demo.submitCallback") : t("demo.submit")}
            successMessage={successMessage}
            failureMessage={{ title: t("demo.failureTitle"), text: t("demo.failureText") }}
            onResult={onResult}
          >
            <FormSection title={t("demo.institutionSection")} id="demo-institution">
              <div className="grid gap-5 sm:grid-cols-2">
                <InstitutionFields />
              </div>
              <ModuleInterestsField />
            </FormSection>

            <SlotPicker
              starts={loaderData.slots}
              lang={lang}
              availability={loaderData.availability}
              highlighted={taken?.next}
              takenMessage={taken?.message}
              onChange={setChosen}
            />

            <FormSection title={t("demo.personSection")} id="demo-person">
              <div className="grid gap-5 sm:grid-cols-2">
                <PersonFields phone position />
              </div>
              <TextAreaField name="message" label={t("fields.message")} rows={4} maxLength={2_000} />
            </FormSection>
          </LeadForm>
        </div>
      </div>
    </>
  );
}
