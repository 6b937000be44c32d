import { data, Link } from "react-router";
import { notifyDepsOf } from "#app/features/crm/notifications/notifications.server.ts";
import type { Route } from "./+types/online-proposal";
import { requestInfoContext } from "#app/context.ts";
import { getSession, services } from "#app/features/auth/session.server.ts";
import { staffRoleOf } from "#app/features/crm/guard.server.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { languageOfPath, localizedPath } from "#app/lib/routing/localized-path.ts";
import { Notice } from "#app/ui/notice.tsx";
import { quotesNamespace } from "../online-locales.ts";
import {
  answerProposal,
  issuedPdf,
  onlineProposal,
  recordFirstView,
  visitorOf,
  type AnswerReply,
} from "../online.server.ts";
import { verifyProposalToken } from "../proposal-link.server.ts";
import { recordsFirstView } from "../online.ts";
import { OnlineProposalView } from "../ui/online-proposal.tsx";

/**
 * The page of a proposal's signed link (`/proposition/<token>`, decision 032-online-proposals): a
 * prospect without an account views that one proposal, downloads its PDF, accepts it with a simple
 * electronic signature or declines it, then is invited to create their account. Never indexed.
 */
const HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};
const ANSWER_RATE_RULE = { max: 20, windowMs: 10 * 60_000 };

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const app = services(context);
  const lang = languageOfPath(new URL(request.url).pathname);
  const now = app.clock.now();
  const check = verifyProposalToken(app.config.authSecret, params.token ?? "", now);
  if (!check.ok)
    return data(
      { lang, problem: check.reason, proposal: null, email: "", signedIn: false },
      { status: check.reason === "expired" ? 410 : 404, headers: HEADERS },
    );
  let proposal = await onlineProposal(app.db, check.proposalId, now);
  if (!proposal)
    return data(
      { lang, problem: "invalid" as const, proposal: null, email: "", signedIn: false },
      { status: 404, headers: HEADERS },
    );
  const session = await getSession(args);
  const byStaff = session ? (await staffRoleOf(app.db, session)) !== null : false;
  if (recordsFirstView(proposal.status, byStaff))
    await recordFirstView(
      app.db,
      proposal.id,
      visitorOf(context, request, session?.user.id ?? null),
      now,
      notifyDepsOf(app),
    );
  if (!proposal.sha256) await issuedPdf(context, proposal.id);
  proposal = (await onlineProposal(app.db, check.proposalId, now))!;
  const email =
    (
      await app.db
        .selectFrom("quote")
        .innerJoin("lead", "lead.id", "quote.lead_id")
        .select("lead.email")
        .where("quote.id", "=", proposal.id)
        .executeTakeFirst()
    )?.email ?? "";
  return data({ lang, problem: null, proposal, email, signedIn: Boolean(session) }, { headers: HEADERS });
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const app = services(context);
  const now = app.clock.now();
  const check = verifyProposalToken(app.config.authSecret, params.token ?? "", now);
  if (!check.ok && check.reason === "invalid") throw new Response(null, { status: 404 });
  if (!check.ok)
    return data<AnswerReply>(
      { intent: "accept", proposalId: check.proposalId, refusal: "expired" },
      { status: 409, headers: HEADERS },
    );
  const { proposalId } = check;
  const address = context.get(requestInfoContext).clientAddress;
  const limit = await app.rateLimiter.hit(`proposal-answer:${address}`, ANSWER_RATE_RULE);
  if (limit.limited)
    throw new Response(null, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
  const form = await requireForm(request);
  const session = await getSession(args);
  return answerProposal(
    context,
    proposalId,
    form,
    visitorOf(context, request, session?.user.id ?? null),
    now,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.proposal ? loaderData.proposal.number : loaderData?.lang === "en" ? "Proposal" : "Proposition"} | GA Éducation`,
  },
  { name: "robots", content: "noindex,nofollow" },
];

export default function OnlineProposalPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useNamespace(quotesNamespace);
  const { lang, proposal, problem, email, signedIn } = loaderData;
  const reply = actionData as AnswerReply | undefined;
  const base = localizedPath(`/proposition/${params.token}`, lang);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">
        {proposal ? t("title", { number: proposal.number }) : t("pageTitle")}
      </h1>
      {problem ? (
        <Notice tone="error">{problem === "expired" ? t("expiredLink") : t("invalidLink")}</Notice>
      ) : null}
      {proposal ? (
        <>
          {proposal.institution ? <p className="text-lg text-ink-muted">{proposal.institution}</p> : null}
          <OnlineProposalView
            proposal={proposal}
            lang={lang}
            pdfHref={`/proposition/${params.token}/pdf`}
            reply={reply}
            action={base}
          />
          {!signedIn && (proposal.status === "accepted" || reply?.done) ? (
            <section
              aria-labelledby="sign-up-invite"
              className="space-y-3 rounded-xl border border-line bg-surface-raised p-5"
            >
              <h2 id="sign-up-invite" className="text-xl font-bold text-ink">
                {t("signUp.title")}
              </h2>
              <p className="text-ink">{t("signUp.text", { email })}</p>
              <Link
                className="btn btn-primary"
                to={`${localizedPath("/auth", lang)}?view=sign-up&email=${encodeURIComponent(email)}`}
              >
                {t("signUp.action")}
              </Link>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
