import { data, Link } from "react-router";
import type { Route } from "./+types/auth";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { authNamespace, type FlashKey } from "#app/features/auth/locales.ts";
import { clearFlashCookie, readFlash } from "#app/features/auth/flash.server.ts";
import { requireAnonymous } from "#app/features/auth/guards.server.ts";
import { authPath, safeRedirectPath } from "#app/features/auth/redirect.ts";
import { requestAuthHeaders, services } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { flashNamespace } from "#app/features/auth/flash-locales.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { authAction, type AuthActionData } from "./auth-actions.server.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import { CancelEmailChangeForm } from "./cancel-email-change-form.tsx";
import { TwoFactorForm } from "./two-factor-form.tsx";

/**
 * /auth (spec §2, §3 auth screen): tabs "Connexion" and "Inscription", plus "Mot de passe oublié",
 * the new-password page of the reset e-mail, the second step of a two-factor sign-in and the
 * cancellation of an e-mail change (from the link sent to the old address), each a `view` of this
 * one page so that every form is a plain POST to it.
 */
const VIEWS = ["sign-in", "sign-up", "forgot", "reset", "two-factor", "cancel-email"] as const;
type View = (typeof VIEWS)[number];

export async function loader(args: Route.LoaderArgs) {
  const { request, url, context } = args;
  const view: View = VIEWS.find((v) => v === url.searchParams.get("view")) ?? "sign-in";
  // The owner may still be signed in when they cancel a change they did not make.
  if (view !== "cancel-email") await requireAnonymous(args);
  const page = loadPage(args);
  const { accounts } = services(context);
  const rawRedirect = url.searchParams.get("redirectTo");
  const redirectTo = rawRedirect && safeRedirectPath(rawRedirect, "") ? rawRedirect : null;
  const token = view === "reset" || view === "cancel-email" ? (url.searchParams.get("token") ?? "") : "";
  // A proposal's invitation to sign up names the address the proposal was sent to.
  const given = view === "sign-up" ? (url.searchParams.get("email") ?? "") : "";
  const signUpEmail = given.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(given) ? given : "";
  const resetTokenValid = view === "reset" ? await accounts.isResetTokenValid(token) : null;
  const emailChange = view === "cancel-email" ? await accounts.cancellableEmailChange(token) : null;
  const twoFactorPending =
    view === "two-factor" ? accounts.pendingChallenge(requestAuthHeaders(args)) !== null : null;
  const flash = readFlash(request);
  const { origin } = context.get(requestInfoContext);
  return data(
    { ...page, view, redirectTo, token, signUpEmail, resetTokenValid, twoFactorPending, emailChange, flash },
    flash ? { headers: { "Set-Cookie": clearFlashCookie(origin) } } : undefined,
  );
}

export async function action(args: Route.ActionArgs) {
  return authAction(args);
}

/** A refused attempt's Retry-After reaches the browser. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function FlashNotice({ flash }: { flash: FlashKey }) {
  const { t } = useNamespace(flashNamespace);
  const tone = flash === "verificationExpired" ? "info" : "success";
  return <Notice tone={tone}>{t(flash)}</Notice>;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(authNamespace);
  const {
    lang,
    view,
    redirectTo,
    token,
    signUpEmail,
    resetTokenValid,
    twoFactorPending,
    emailChange,
    flash,
  } = loaderData;
  const reply = actionData as AuthActionData | undefined;
  const keep = redirectTo ? { redirectTo } : {};
  const href = (target: View) =>
    authPath(lang, { ...(target === "sign-in" ? {} : { view: target }), ...keep });
  const replyFor = (intent: AuthActionData["intent"]) => (reply?.intent === intent ? reply : undefined);
  const heading =
    view === "sign-up"
      ? t("signUp.title")
      : view === "forgot"
        ? t("forgot.title")
        : view === "reset"
          ? t("reset.title")
          : view === "two-factor"
            ? t("twoFactor.title")
            : view === "cancel-email"
              ? t("cancelEmail.title")
              : t("signIn.title");

  return (
    <>
      <PageHeader text={loaderData.text} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <div className="space-y-4">
          {flash ? <FlashNotice flash={flash} /> : null}
          {redirectTo && view === "sign-in" && !flash ? (
            <Notice tone="info">{t("signIn.redirectNotice")}</Notice>
          ) : null}
        </div>

        <section
          aria-labelledby="auth-heading"
          className="mt-6 rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
        >
          {view === "sign-in" || view === "sign-up" ? (
            <nav
              aria-label={t("tabs.label")}
              className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-sunken p-1"
            >
              {(["sign-in", "sign-up"] as const).map((tab) => (
                <Link
                  key={tab}
                  to={href(tab)}
                  replace
                  preventScrollReset
                  aria-current={view === tab ? "page" : undefined}
                  className={`rounded-lg px-3 py-2 text-center text-sm font-semibold ${
                    view === tab ? "bg-surface text-ink shadow-sm" : "text-ink-muted hover:text-ink"
                  }`}
                >
                  {tab === "sign-in" ? t("tabs.signIn") : t("tabs.signUp")}
                </Link>
              ))}
            </nav>
          ) : null}

          <h2 id="auth-heading" className="mb-5 text-xl font-bold text-ink">
            {heading}
          </h2>

          {view === "sign-in" ? (
            <SignInForm
              reply={replyFor("sign-in")}
              forgotHref={href("forgot")}
              signUpHref={href("sign-up")}
            />
          ) : null}

          {view === "sign-up" ? (
            replyFor("sign-up")?.status === "signed-up" ? (
              <div className="space-y-3">
                <Notice tone="success">{t("signUp.success")}</Notice>
                <p className="text-sm text-ink-muted">{t("signUp.successHint")}</p>
              </div>
            ) : (
              <SignUpForm
                reply={replyFor("sign-up")}
                termsHref={`${localizedPath("/legal", lang)}#terms`}
                signInHref={href("sign-in")}
                email={signUpEmail}
              />
            )
          ) : null}

          {view === "forgot" ? (
            replyFor("forgot")?.status === "reset-sent" ? (
              <div className="space-y-4">
                <Notice tone="success">{t("forgot.sent")}</Notice>
                <p className="text-center text-sm">
                  <Link
                    to={href("sign-in")}
                    className="font-semibold text-brand underline-offset-2 hover:underline"
                  >
                    {t("forgot.back")}
                  </Link>
                </p>
              </div>
            ) : (
              <ForgotPasswordForm reply={replyFor("forgot")} signInHref={href("sign-in")} />
            )
          ) : null}

          {view === "reset" ? (
            resetTokenValid ? (
              <ResetPasswordForm reply={replyFor("reset")} token={token} />
            ) : (
              <div className="space-y-4">
                <Notice tone="error">{t("reset.invalidLink")}</Notice>
                <Link to={href("forgot")} className="btn btn-primary w-full justify-center">
                  {t("reset.requestNew")}
                </Link>
              </div>
            )
          ) : null}

          {view === "two-factor" ? (
            twoFactorPending ? (
              <TwoFactorForm reply={replyFor("two-factor")} signInHref={href("sign-in")} />
            ) : (
              <div className="space-y-4">
                <Notice tone="info">{t("twoFactor.expired")}</Notice>
                <Link to={href("sign-in")} className="btn btn-primary w-full justify-center">
                  {t("twoFactor.cancel")}
                </Link>
              </div>
            )
          ) : null}
          {view === "cancel-email" ? (
            emailChange ? (
              <CancelEmailChangeForm reply={replyFor("cancel-email")} token={token} change={emailChange} />
            ) : (
              <div className="space-y-4">
                <Notice tone="error">{t("cancelEmail.invalidLink")}</Notice>
                <Link to={href("sign-in")} className="btn btn-primary w-full justify-center">
                  {t("cancelEmail.back")}
                </Link>
              </div>
            )
          ) : null}
        </section>
      </div>
    </>
  );
}
