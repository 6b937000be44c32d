import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import type { Route } from "./+types/subscription";
import { PageHeader } from "#app/ui/page-header.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/form/fields.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { Badge, EmptyState, KindFormSection, PageBody, Section } from "#app/features/client-space/ui/ui.tsx";
import type { ReactNode } from "react";
import { ForbiddenError } from "#app/features/client-space/access.server.ts";
import { formatDate, formatMoney, formatNumber } from "#app/features/client-space/format.ts";
import { done, invalid, requireMember, type ActionReply } from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { moduleName } from "#app/features/client-space/module-names.ts";
import { canRequestChanges } from "#app/features/client-space/roles.ts";
import {
  ChangeRequestSchema,
  ACCOUNT_ERRORS,
  REQUESTABLE_PLANS,
} from "#app/features/client-space/schemas.ts";
import { responseHours } from "#app/features/client-space/sla.ts";
import {
  createChangeRequest,
  getSubscription,
  listChangeRequests,
} from "#app/features/client-space/subscription.server.ts";
import { getAddons, getPlan, isAddonId, isPlanId } from "#content/plans.ts";
import { services } from "#app/features/auth/session.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import {
  appliedChanges,
  planChangeOptions,
  quotePlanChange,
} from "#app/features/orders/plan-change.server.ts";
import { PlanChangePreview, RequestOutcome } from "#app/features/orders/ui/plan-change-preview.tsx";
import { ordersOfInstitution } from "#app/features/orders/orders.server.ts";
import { Link } from "react-router";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { percent } from "#app/lib/i18n/typography.ts";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const { db, clock } = services(args.context);
  const page = loadPage(args);
  const now = clock.now();
  const [subscription, requests, preview, applied, orders] = await Promise.all([
    getSubscription(db, member),
    listChangeRequests(db, member),
    planChangeOptions(db, member.institutionId, now),
    appliedChanges(db, member.institutionId),
    ordersOfInstitution(db, member.institutionId, page.lang),
  ]);
  // Without a subscription yet, an order on its way says where it stands.
  const ordered = orders.find((o) => o.stage !== "active");
  const plan = subscription && isPlanId(subscription.plan) ? getPlan(subscription.plan, page.lang) : null;
  const addons = getAddons(page.lang).map((a) => ({ id: a.id, name: a.name, price: a.price }));
  return {
    ...page,
    subscription,
    // Names from the module pages, in the page's language (the subscription stores ids).
    moduleNames: (subscription?.modules ?? []).map((m) => ({ id: m, name: moduleName(m, page.lang) })),
    planInfo: plan
      ? {
          uptimeSla: plan.uptimeSla,
          responseTime: plan.support.responseTime,
          channels: plan.support.channels,
        }
      : null,
    responseHours: responseHours(subscription?.plan),
    requests,
    addons,
    canRequest: canRequestChanges(member.role),
    pendingOrder: ordered ? { reference: ordered.reference, stage: ordered.stage } : null,
    // What each plan would cost and the adjustment of the next invoice, shown before asking.
    preview: preview
      ? {
          ...preview,
          options: preview.options.map((o) => ({
            plan: o.after.plan,
            studentCap: o.after.studentCap,
            mrrCents: o.after.mrrCents,
            amountCents: o.proration.amountCents,
            fits: o.fits,
          })),
        }
      : null,
    applied: applied.map((a) => ({
      changeRequestId: a.changeRequestId,
      before: { plan: a.before.plan, studentCap: a.before.studentCap, mrrCents: a.before.mrrCents },
      after: { plan: a.after.plan, studentCap: a.after.studentCap, mrrCents: a.after.mrrCents },
      amountCents: a.amountCents,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const form = await requireForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (!["request-plan", "request-addon", "request-cap"].includes(intent))
    throw new Response(null, { status: 400 });
  if (!canRequestChanges(member.role)) return invalid(intent, { message: "common.forbidden" }, 403);
  const values = formValues(form);
  const parsed = parseWith(ChangeRequestSchema, values, ACCOUNT_ERRORS);
  if (!parsed.ok) return invalid(intent, { fieldErrors: parsed.errors, values });
  if (parsed.data.kind === "plan") {
    // A plan too small for the institution's students is refused before it reaches the staff.
    const { db, clock } = services(args.context);
    const quote = await quotePlanChange(db, member.institutionId, parsed.data.plan, clock.now());
    if (quote && !quote.fits) return invalid(intent, { message: "planChange.tooManyStudents", values });
  }
  try {
    await createChangeRequest(services(args.context).db, member, parsed.data);
  } catch (error) {
    if (error instanceof ForbiddenError) return invalid(intent, { message: "common.forbidden" }, 403);
    throw error;
  }
  return done(intent, "subscription.sent");
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** A change the member asks the staff for: its field, then a note for the staff. */
function ChangeRequestSection({
  kind,
  reply,
  children,
  after,
}: {
  kind: "plan" | "addon" | "cap";
  reply: ActionReply | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  const title = { plan: "requestPlan", addon: "requestAddon", cap: "requestCap" } as const;
  return (
    <KindFormSection
      title={t(`subscription.${title[kind]}`)}
      intent={`request-${kind}`}
      kind={kind}
      schema={ChangeRequestSchema}
      reply={reply}
      submitLabel={t("subscription.send")}
      after={after}
    >
      {children}
      <TextAreaField name="note" label={t("subscription.note")} rows={3} />
    </KindFormSection>
  );
}

export default function DashboardSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const { lang, subscription: sub, moduleNames, planInfo, requests, addons, canRequest } = loaderData;
  const reply = actionData as ActionReply | undefined;
  const addonName = (id: string) => addons.find((a) => a.id === id)?.name ?? id;
  const rows: [string, string][] = sub
    ? [
        [t("subscription.status"), t(`subscription.statuses.${sub.status}`)],
        [
          t("subscription.cap"),
          sub.studentCap === null ? t("common.unlimited") : formatNumber(sub.studentCap, lang),
        ],
        [
          t("subscription.sla"),
          planInfo?.uptimeSla
            ? percent(formatNumber(planInfo.uptimeSla, lang), lang)
            : t("subscription.noSla"),
        ],
        [
          t("subscription.responseTime"),
          planInfo?.responseTime ??
            (loaderData.responseHours
              ? t("support.target", { hours: loaderData.responseHours, date: "—" }).split(" (")[0]!
              : t("support.noTarget")),
        ],
        [t("planChange.price"), formatMoney(sub.mrrCents, lang)],
        [t("subscription.billingPeriod"), t(`subscription.period.${sub.billingPeriod}`)],
        [t("subscription.renewal"), formatDate(sub.renewsAt, lang)],
      ]
    : [];
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        <Section title={t("subscription.current")} id="current-plan">
          {sub ? (
            <>
              <p className="mb-4 text-2xl font-bold text-ink">{t(`subscription.plans.${sub.plan}`)}</p>
              <dl className="grid gap-3 sm:grid-cols-3">
                {rows.map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-sm font-semibold text-ink">{k}</dt>
                    <dd className="text-ink-muted">{v}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-6 font-semibold text-ink">{t("subscription.modules")}</h3>
              {moduleNames.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {moduleNames.map((m) => (
                    <li key={m.id}>
                      <Badge>{m.name}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-muted">{t("subscription.noModules")}</p>
              )}
              <h3 className="mt-6 font-semibold text-ink">{t("subscription.addons")}</h3>
              {sub.addons.length ? (
                <ul className="mt-2 list-disc pl-5 text-ink">
                  {sub.addons.map((a) => (
                    <li key={a.id}>
                      {addonName(a.id)}
                      {a.quantity > 1 ? ` × ${a.quantity}` : ""}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-muted">{t("subscription.noAddons")}</p>
              )}
            </>
          ) : loaderData.pendingOrder ? (
            <Notice tone="info">
              {t("orders.inProgress", {
                reference: loaderData.pendingOrder.reference,
                stage: t(`orders.stages.${loaderData.pendingOrder.stage}`),
              })}{" "}
              <Link
                to={`${localizedPath("/dashboard/orders", lang)}?commande=${loaderData.pendingOrder.reference}`}
                className="font-semibold underline underline-offset-2"
              >
                {t("orders.follow")}
              </Link>
            </Notice>
          ) : (
            <EmptyState>{t("subscription.none")}</EmptyState>
          )}
        </Section>
        {canRequest ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <ChangeRequestSection
              kind="plan"
              reply={reply}
              after={
                loaderData.preview ? <PlanChangePreview preview={loaderData.preview} lang={lang} /> : null
              }
            >
              <SelectField
                name="plan"
                label={t("subscription.plan")}
                required
                placeholder=""
                options={REQUESTABLE_PLANS.filter((p) => p !== sub?.plan).map((p) => ({
                  value: p,
                  label: t(`subscription.plans.${p}`),
                }))}
              />
            </ChangeRequestSection>
            <ChangeRequestSection kind="addon" reply={reply}>
              <SelectField
                name="addon"
                label={t("subscription.addon")}
                required
                placeholder=""
                options={addons
                  .filter((a) => isAddonId(a.id))
                  .map((a) => ({ value: a.id, label: `${a.name} (${a.price})` }))}
              />
            </ChangeRequestSection>
            <ChangeRequestSection kind="cap" reply={reply}>
              <TextField
                name="studentCap"
                label={t("subscription.studentCap")}
                required
                inputMode="numeric"
              />
            </ChangeRequestSection>
          </div>
        ) : (
          <Notice tone="info">{t("subscription.readOnly")}</Notice>
        )}
        <Section title={t("subscription.requests")} id="requests">
          {requests.length === 0 ? (
            <EmptyState>{t("subscription.requestsEmpty")}</EmptyState>
          ) : (
            <ul className="divide-y divide-line">
              {requests.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span className="text-ink">
                    <span className="font-semibold">{t(`subscription.kinds.${r.kind}`)}</span>
                    {" · "}
                    {r.kind === "plan" && r.plan
                      ? t(`subscription.plans.${r.plan as "essential"}`)
                      : r.kind === "addon" && r.addon
                        ? addonName(r.addon)
                        : r.studentCap !== null
                          ? formatNumber(r.studentCap, lang)
                          : ""}
                    <span className="text-ink-muted"> · {formatDate(r.createdAt, lang)}</span>
                    <RequestOutcome
                      request={r}
                      applied={loaderData.applied.find((a) => a.changeRequestId === r.id)}
                      preview={loaderData.preview}
                      lang={lang}
                    />
                  </span>
                  <Badge
                    tone={
                      r.status === "rejected"
                        ? "danger"
                        : r.status === "done" || r.status === "approved"
                          ? "success"
                          : "neutral"
                    }
                  >
                    {t(`subscription.requestStatuses.${r.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </PageBody>
    </>
  );
}
