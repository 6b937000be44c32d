import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import type { ReactNode } from "react";
import type { Route } from "./+types/payment-methods";
import { PageHeader } from "#app/ui/page-header.tsx";
import { TextField } from "#app/ui/form/fields.tsx";
import { Notice } from "#app/ui/notice.tsx";
import {
  Badge,
  EmptyState,
  KindFormSection,
  PageBody,
  RowButtonForm,
  RowsNotice,
  Section,
} from "#app/features/client-space/ui/ui.tsx";
import { ForbiddenError } from "#app/features/client-space/access.server.ts";
import {
  addPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  type PaymentMethodView,
} from "#app/features/client-space/billing.server.ts";
import {
  done,
  invalid,
  notFound,
  requireMember,
  type ActionReply,
} from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { canManageBilling } from "#app/features/client-space/roles.ts";
import { ACCOUNT_ERRORS, PaymentMethodSchema } from "#app/features/client-space/schemas.ts";
import { services } from "#app/features/auth/session.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const methods = await listPaymentMethods(services(args.context).db, member);
  return { ...loadPage(args), methods, canEdit: canManageBilling(member.role) };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const { db } = services(args.context);
  const form = await requireForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (!canManageBilling(member.role)) return invalid(intent, { message: "common.forbidden" }, 403);
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "remove") {
      if (!(await removePaymentMethod(db, member, id))) notFound();
      return done(intent, "payment.removed");
    }
    if (intent === "make-default") {
      if (!(await setDefaultPaymentMethod(db, member, id))) notFound();
      return done(intent, "payment.defaultChanged");
    }
    if (intent === "add-transfer" || intent === "add-sepa" || intent === "add-order") {
      const values = formValues(form);
      const parsed = parseWith(PaymentMethodSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) {
        const { iban: _iban, ...kept } = values;
        // The IBAN typed is sent back only to its own form (never stored before it is valid).
        return invalid(intent, { fieldErrors: parsed.errors, values: { ...kept, iban: _iban ?? "" } });
      }
      await addPaymentMethod(db, member, parsed.data, form.get("makeDefault") === "on");
      return done(intent, "payment.added");
    }
  } catch (error) {
    if (error instanceof ForbiddenError) return invalid(intent, { message: "common.forbidden" }, 403);
    throw error;
  }
  throw new Response(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function DefaultBox() {
  const { t } = useNamespace(clientSpaceNamespace);
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" name="makeDefault" className="size-4" />
      {t("payment.makeDefaultField")}
    </label>
  );
}

/** The kinds of payment method a member can add: their form's intent (the action's) and button. */
const ADD_METHOD = {
  sepa: { intent: "add-sepa", submitLabel: "payment.addSepa" },
  transfer: { intent: "add-transfer", submitLabel: "payment.addTransfer" },
  purchase_order: { intent: "add-order", submitLabel: "payment.addOrder" },
} as const;

/** The form that adds a payment method of one kind: its fields, then whether it becomes the default. */
function AddMethodSection({
  kind,
  reply,
  children,
}: {
  kind: keyof typeof ADD_METHOD;
  reply: ActionReply | undefined;
  children: ReactNode;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  return (
    <KindFormSection
      title={t(`payment.kinds.${kind}`)}
      intent={ADD_METHOD[kind].intent}
      kind={kind}
      schema={PaymentMethodSchema}
      reply={reply}
      submitLabel={t(ADD_METHOD[kind].submitLabel)}
    >
      {children}
      <DefaultBox />
    </KindFormSection>
  );
}

export default function DashboardPaymentMethodsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const { methods, canEdit } = loaderData;
  const reply = actionData as ActionReply | undefined;
  const describe = (m: PaymentMethodView) =>
    m.kind === "sepa"
      ? t("payment.masked", { iban: m.ibanMasked, bic: m.bicMasked })
      : m.kind === "purchase_order"
        ? m.orderReference
        : "";
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        <Section title={t("payment.title")} id="payment-methods">
          <p className="mb-4 text-sm text-ink-muted">{t("payment.noCards")}</p>
          <RowsNotice reply={reply} intents={["remove", "make-default"]} />
          {methods.length === 0 ? (
            <EmptyState>{t("payment.empty")}</EmptyState>
          ) : (
            <ul className="divide-y divide-line">
              {methods.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-testid="payment-method"
                >
                  <div>
                    <p className="font-semibold text-ink">
                      {t(`payment.kinds.${m.kind}`)}{" "}
                      {m.isDefault ? <Badge tone="success">{t("payment.default")}</Badge> : null}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {m.holder ? `${m.holder} · ` : ""}
                      {describe(m)}
                      {m.mandateReference ? ` · ${t("payment.mandateReference")} ${m.mandateReference}` : ""}
                    </p>
                  </div>
                  {canEdit ? (
                    <div className="flex gap-2">
                      {!m.isDefault ? (
                        <RowButtonForm
                          intent="make-default"
                          reply={reply}
                          hidden={{ id: m.id }}
                          label={t("payment.makeDefault")}
                          ariaLabel={t("payment.makeDefaultLabel", { name: t(`payment.kinds.${m.kind}`) })}
                        />
                      ) : null}
                      <RowButtonForm
                        intent="remove"
                        reply={reply}
                        hidden={{ id: m.id }}
                        label={t("payment.remove")}
                        ariaLabel={t("payment.removeLabel", { name: t(`payment.kinds.${m.kind}`) })}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
        {canEdit ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <AddMethodSection kind="sepa" reply={reply}>
              <TextField name="holder" label={t("payment.holder")} required autoComplete="cc-name" />
              <TextField
                name="iban"
                label={t("payment.iban")}
                required
                autoComplete="off"
                spellCheck={false}
              />
              <TextField name="bic" label={t("payment.bic")} required autoComplete="off" spellCheck={false} />
              <TextField name="mandateReference" label={t("payment.mandateReference")} required />
            </AddMethodSection>
            <AddMethodSection kind="transfer" reply={reply}>
              <p className="text-sm text-ink-muted">{t("payment.transferIntro")}</p>
            </AddMethodSection>
            <AddMethodSection kind="purchase_order" reply={reply}>
              <TextField name="orderReference" label={t("payment.orderReference")} required />
            </AddMethodSection>
          </div>
        ) : (
          <Notice tone="info">{t("common.readOnly")}</Notice>
        )}
      </PageBody>
    </>
  );
}
