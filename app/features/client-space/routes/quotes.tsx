import type { Route } from "./+types/quotes";
import { notifyDepsOf } from "#app/features/crm/notifications/notifications.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { EmptyState, PageBody, Section } from "#app/features/client-space/ui/ui.tsx";
import { loadMember, type MemberContext } from "#app/features/client-space/guard.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { quotesNamespace } from "#app/features/crm/proposals/online-locales.ts";
import {
  answerProposal,
  customerMayOpen,
  customerProposals,
  recordFirstView,
  visitorOf,
  type AnswerReply,
} from "#app/features/crm/proposals/online.server.ts";
import { recordsFirstView } from "#app/features/crm/proposals/online.ts";
import { OnlineProposalView, StatusBadge } from "#app/features/crm/proposals/ui/online-proposal.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/**
 * The client space's Quotes page (decision 032-online-proposals): the proposals of the customer's
 * institution and those sent to their verified address (a prospect who signed up with it), each
 * with its status, validity, lines and PDF, accepted or declined here. Opening the page is the
 * customer's view of the proposals still "sent" (not when staff act as the customer).
 */
function customerOf({ session, member }: MemberContext) {
  return {
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    institutionId: member?.institutionId ?? null,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const ctx = await loadMember(args);
  const app = services(args.context);
  const now = app.clock.now();
  let proposals = await customerProposals(app.db, customerOf(ctx), now);
  const staffActing = Boolean(ctx.session.impersonation);
  const unseen = proposals.filter((p) => recordsFirstView(p.status, staffActing));
  if (unseen.length) {
    const visitor = visitorOf(args.context, args.request, ctx.session.user.id);
    for (const p of unseen) await recordFirstView(app.db, p.id, visitor, now, notifyDepsOf(app));
    proposals = await customerProposals(app.db, customerOf(ctx), now);
  }
  return { ...loadPage(args), proposals };
}

export async function action(args: Route.ActionArgs) {
  const ctx = await loadMember(args);
  const app = services(args.context);
  const form = await requireForm(args.request);
  const proposalId = String(form.get("proposalId") ?? "");
  // Another institution's proposal, or an unknown id: a plain 404, no hint that it exists.
  if (!proposalId || !(await customerMayOpen(app.db, proposalId, customerOf(ctx))))
    throw new Response(null, { status: 404 });
  // Staff acting as the customer (support sign-in) never sign for them.
  if (ctx.session.impersonation) throw new Response(null, { status: 403 });
  return answerProposal(
    args.context,
    proposalId,
    form,
    visitorOf(args.context, args.request, ctx.session.user.id),
    app.clock.now(),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DashboardQuotesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(quotesNamespace);
  const { lang, proposals } = loaderData;
  const reply = actionData as AnswerReply | undefined;
  return (
    <>
      <PageHeader text={loaderData.text} />
      <PageBody>
        {proposals.length === 0 ? (
          <Section title={t("listTitle")} id="proposals">
            <EmptyState>{t("empty")}</EmptyState>
          </Section>
        ) : null}
        {proposals.map((p) => (
          <Section
            key={p.id}
            id={`proposal-${p.number}`}
            title={t("title", { number: p.number })}
            actions={<StatusBadge status={p.status} />}
          >
            <OnlineProposalView
              proposal={p}
              lang={lang}
              pdfHref={`/dashboard/quotes/${p.id}/pdf`}
              reply={reply}
              hidden={{ proposalId: p.id }}
            />
          </Section>
        ))}
      </PageBody>
    </>
  );
}
