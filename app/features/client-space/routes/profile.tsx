import { parseWith } from "#app/lib/forms/parse.ts";
import { formValues, textOf } from "#app/lib/forms/field-basics.ts";
import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { PageHeader } from "#app/ui/page-header.tsx";
import { CheckboxField, TextField, SelectField } from "#app/ui/form/fields.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { PasswordField } from "#app/ui/form/password-field.tsx";
import { TwoFactorSettings } from "#app/features/auth/ui/two-factor-settings.tsx";
import {
  securityAction,
  securityLoader,
  type SecurityActionData,
} from "#app/features/auth/ui/two-factor.server.ts";
import { Badge, ClientForm, RowButtonForm, RowsNotice, Section } from "#app/features/client-space/ui/ui.tsx";
import { deviceName } from "#app/features/client-space/device.ts";
import { formatDate, formatDateTime } from "#app/features/client-space/format.ts";
import { done, invalid, loadMember, type ActionReply } from "#app/features/client-space/guard.server.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import {
  checkPassword,
  deleteAccount,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  updateInstitutionName,
  updateProfile,
} from "#app/features/client-space/profile.server.ts";
import {
  DeleteAccountSchema,
  EmailChangeSchema,
  InstitutionSchema,
  ACCOUNT_ERRORS,
  PasswordChangeSchema,
  ProfileSchema,
  RevokeSessionSchema,
} from "#app/features/client-space/schemas.ts";
import { isHolderOnly } from "#app/features/crm/clients/impersonation.ts";
import { flashCookie } from "#app/features/auth/flash.server.ts";
import { authPath } from "#app/features/auth/redirect.ts";
import { requestAuthHeaders, services } from "#app/features/auth/session.server.ts";
import { requestInfoContext } from "#app/context.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { assertSameOrigin } from "#server/same-origin.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { digestPreference, setDigestPreference } from "#app/features/crm/tasks/tasks.server.ts";
import { TaskDigestSchema } from "#app/features/crm/tasks/tasks-schemas.ts";
import {
  notificationPreferences,
  saveNotificationPreferences,
} from "#app/features/crm/notifications/notifications.server.ts";
import { PreferencesSchema } from "#app/features/crm/notifications/notifications.ts";
import { NotificationPreferences } from "#app/features/crm/notifications/ui/notification-preferences.tsx";

/**
 * /dashboard/profile (issue 7): names, institution (its owner), the e-mails' language, the e-mail
 * address (changed once the new address confirms it), the password (the current one asked), the
 * two-factor settings, active sessions, the GDPR export and the deletion of the account.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, member } = await loadMember(args);
  const { db } = services(args.context);
  const [{ security, headers }, sessions, taskDigest, notifications] = await Promise.all([
    securityLoader(args, session),
    listSessions(db, session.user.id, session.session.id),
    // Staff only: the morning digest of their CRM tasks (null for a customer).
    digestPreference(db, session.user.id),
    // Staff only: which notifications, in the CRM and by e-mail (null for a customer).
    notificationPreferences(db, session.user.id),
  ]);
  const search = args.url.searchParams;
  return data(
    {
      ...loadPage(args),
      security,
      sessions,
      profile: {
        firstName: session.user.firstName ?? "",
        lastName: session.user.lastName ?? "",
        language: session.user.language,
        email: session.user.email,
      },
      institution: member ? { name: member.institutionName, role: member.role } : null,
      taskDigest,
      notifications,
      // Back from the link sent to the new address (Better Auth adds `error` when it failed).
      emailChanged: search.get("emailChanged") === "1" && !search.has("error"),
      // A staff member signed in as this customer (decision 014).
      impersonating: !!session.impersonation,
    },
    { headers },
  );
}

/**
 * Password checks (change, e-mail change, deletion) count against the same per-account limit as
 * two-factor; each is reserved before it is evaluated (decision 021).
 */
async function throttled<R>(
  args: Route.ActionArgs,
  userId: string,
  run: () => Promise<{ ok: boolean; reply: R }>,
): Promise<R | null> {
  const { authThrottle } = services(args.context);
  const { clientAddress } = args.context.get(requestInfoContext);
  const attempt = await authThrottle.begin("twoFactor", {
    address: clientAddress,
    account: `user:${userId}`,
  });
  if (attempt.refused) return null;
  const { ok, reply } = await run();
  await attempt.settle(ok);
  return reply;
}

export async function action(args: Route.ActionArgs) {
  const { session, member, lang } = await loadMember(args);
  const form = await requireForm(args.request);
  const handled = await securityAction(args, form);
  if (handled) return handled;
  const { origin } = args.context.get(requestInfoContext);
  assertSameOrigin(args.request, origin);
  const { db, accounts } = services(args.context);
  const values = formValues(form);
  const userId = session.user.id;
  // The account's credentials, sessions, data and existence stay its holder's (decision 014).
  const intent = textOf(values.intent);
  if (session.impersonation && isHolderOnly(intent))
    return invalid(intent ?? "", { message: "impersonation.refused" }, 403);

  switch (intent) {
    case "profile": {
      const parsed = parseWith(ProfileSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("profile", { fieldErrors: parsed.errors, values });
      await updateProfile(db, userId, parsed.data);
      return done("profile", "profile.saved");
    }

    case "task-digest": {
      if ((await digestPreference(db, userId)) === null)
        return invalid("task-digest", { message: "common.forbidden" }, 403);
      const parsed = parseWith(TaskDigestSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("task-digest", { fieldErrors: parsed.errors, values });
      await setDigestPreference(db, userId, parsed.data.taskDigest);
      return done("task-digest", parsed.data.taskDigest ? "profile.taskDigestOn" : "profile.taskDigestOff");
    }

    case "notifications": {
      const mine = await notificationPreferences(db, userId);
      if (!mine) return invalid("notifications", { message: "common.forbidden" }, 403);
      const parsed = parseWith(PreferencesSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("notifications", { fieldErrors: parsed.errors, values });
      await saveNotificationPreferences(db, userId, mine.kinds, parsed.data);
      return done("notifications", "profile.notificationsSaved");
    }

    case "institution": {
      if (!member || member.role !== "owner")
        return invalid("institution", { message: "profile.institutionOwnerOnly" }, 403);
      const parsed = parseWith(InstitutionSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("institution", { fieldErrors: parsed.errors, values });
      await updateInstitutionName(db, member, parsed.data.name);
      return done("institution", "profile.institutionSaved");
    }

    case "email": {
      // The password and the code are asked again (issue 17) and never sent back.
      const kept = { newEmail: values.newEmail ?? "" };
      const parsed = parseWith(EmailChangeSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("email", { fieldErrors: parsed.errors, values: kept });
      if (parsed.data.newEmail === session.user.email.toLowerCase())
        return invalid("email", { fieldErrors: { newEmail: "emailSame" }, values: kept });
      if (session.user.twoFactorEnabled && !parsed.data.code)
        return invalid("email", { fieldErrors: { code: "codeRequired" }, values: kept });
      const reply = await throttled(args, userId, async () => {
        const result = await accounts.changeEmail(
          parsed.data,
          session,
          `${localizedPath("/dashboard/profile", lang)}?emailChanged=1`,
          requestAuthHeaders(args),
        );
        if (result.ok) return { ok: true, reply: done("email", "profile.emailChangeSent") };
        switch (result.code) {
          case "INVALID_PASSWORD":
            return {
              ok: false,
              reply: invalid("email", { fieldErrors: { password: "wrongPassword" }, values: kept }),
            };
          case "CODE_REQUIRED":
          case "INVALID_CODE":
          case "INVALID_BACKUP_CODE":
            return {
              ok: false,
              reply: invalid("email", { fieldErrors: { code: "wrongCode" }, values: kept }),
            };
          case "ACCOUNT_TEMPORARILY_LOCKED":
            return {
              ok: false,
              reply: invalid("email", { message: "validation.rateLimited", values: kept }, 429),
            };
          default:
            return { ok: false, reply: invalid("email", { message: "common.unexpected", values: kept }) };
        }
      });
      return reply ?? invalid("email", { message: "validation.rateLimited", values: kept }, 429);
    }

    case "password": {
      // Passwords are never sent back to the browser.
      const parsed = parseWith(PasswordChangeSchema, values, ACCOUNT_ERRORS);
      if (!parsed.ok) return invalid("password", { fieldErrors: parsed.errors });
      const problem = accounts.passwordProblem(parsed.data.newPassword, session.user.email);
      if (problem === "common" || problem === "sameAsEmail")
        return invalid("password", { fieldErrors: { newPassword: "passwordCommon" } });
      const reply = await throttled(args, userId, async () => {
        const result = await accounts.changePassword(parsed.data, session, requestAuthHeaders(args));
        if (result.ok) {
          // The other sessions are closed and this one renewed: its new cookie goes to the browser.
          const headers = new Headers();
          for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
          const body: ActionReply = { intent: "password", ok: true, message: "profile.passwordChanged" };
          return { ok: true, reply: data(body, { headers }) };
        }
        const field = result.code === "PASSWORD_TOO_COMMON" ? "newPassword" : "currentPassword";
        const key = result.code === "PASSWORD_TOO_COMMON" ? "passwordCommon" : "wrongPassword";
        return { ok: false, reply: invalid("password", { fieldErrors: { [field]: key } }) };
      });
      return reply ?? invalid("password", { message: "validation.rateLimited" }, 429);
    }

    case "sessions": {
      const count = await revokeOtherSessions(db, userId, session.session.id);
      return done("sessions", "profile.othersSignedOut", { count });
    }

    case "revoke-session": {
      const parsed = parseWith(RevokeSessionSchema, values, ACCOUNT_ERRORS);
      const revoked =
        parsed.ok && (await revokeSession(db, userId, parsed.data.sessionId, session.session.id));
      if (!revoked) return invalid("revoke-session", { message: "profile.sessionGone" });
      services(args.context).logger.info({ userId }, "one session signed out from the profile");
      return done("revoke-session", "profile.sessionRevoked");
    }

    case "delete-account": {
      const parsed = parseWith(DeleteAccountSchema, values, ACCOUNT_ERRORS);
      const kept = { confirm: values.confirm ?? "" };
      if (!parsed.ok) return invalid("delete-account", { fieldErrors: parsed.errors, values: kept });
      const reply = await throttled<Response | ReturnType<typeof invalid>>(args, userId, async () => {
        if (!(await checkPassword(db, userId, parsed.data.password)))
          return {
            ok: false,
            reply: invalid("delete-account", { fieldErrors: { password: "wrongPassword" }, values: kept }),
          };
        // The session cookie is cleared with the sign-out; the rows go with the user.
        const signedOut = await accounts.signOut(requestAuthHeaders(args));
        await deleteAccount(db, userId);
        services(args.context).logger.info({ userId }, "account deleted by its user");
        const headers = new Headers();
        for (const cookie of signedOut.getSetCookie()) headers.append("Set-Cookie", cookie);
        headers.append("Set-Cookie", flashCookie("accountDeleted", origin));
        return { ok: true, reply: redirect(authPath(lang), { headers }) };
      });
      return reply ?? invalid("delete-account", { message: "validation.rateLimited", values: kept }, 429);
    }
  }
  throw new Response(null, { status: 400 });
}

/** A refused attempt's Retry-After reaches the browser (cookies are forwarded by React Router). */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

function Column({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">{children}</div>;
}

export default function DashboardProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(clientSpaceNamespace);
  const {
    lang,
    profile,
    institution,
    sessions,
    emailChanged,
    impersonating,
    security,
    taskDigest,
    notifications,
  } = loaderData;
  const reply = actionData as (ActionReply & SecurityActionData) | undefined;
  const accountReply = reply && !reply.intent.startsWith("2fa-") ? (reply as ActionReply) : undefined;
  const securityReply = reply && reply.intent.startsWith("2fa-") ? (reply as SecurityActionData) : undefined;
  const others = sessions.filter((s) => !s.current).length;

  return (
    <>
      <PageHeader text={loaderData.text} />
      <Column>
        {emailChanged ? <Notice tone="success">{t("profile.emailChanged")}</Notice> : null}
        {impersonating ? <Notice tone="info">{t("impersonation.holderOnly")}</Notice> : null}
        <Section title={t("profile.identity")} id="identity">
          <ClientForm
            intent="profile"
            schema={ProfileSchema}
            reply={accountReply}
            submitLabel={t("common.save")}
            initialValues={{
              firstName: profile.firstName,
              lastName: profile.lastName,
              language: profile.language,
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" label={t("profile.firstName")} required autoComplete="given-name" />
              <TextField name="lastName" label={t("profile.lastName")} required autoComplete="family-name" />
              <SelectField
                name="language"
                label={t("profile.language")}
                required
                options={(["fr", "en"] as const).map((l) => ({
                  value: l,
                  label: t(`profile.languages.${l}`),
                }))}
              />
            </div>
          </ClientForm>
        </Section>

        {taskDigest !== null ? (
          <Section title={t("profile.taskDigestTitle")} id="task-digest">
            <ClientForm
              // The stored choice is the form's start (a new form after each save).
              key={String(taskDigest)}
              intent="task-digest"
              schema={TaskDigestSchema}
              reply={accountReply}
              submitLabel={t("common.save")}
              initialValues={{ taskDigest: taskDigest ? "on" : "" }}
            >
              <CheckboxField name="taskDigest" label={t("profile.taskDigest")}>
                <p className="ml-7 mt-1 text-sm text-ink-muted">{t("profile.taskDigestHint")}</p>
              </CheckboxField>
            </ClientForm>
          </Section>
        ) : null}

        {notifications !== null ? (
          <Section title={t("profile.notificationsTitle")} id="notifications">
            <NotificationPreferences preferences={notifications} reply={accountReply} />
          </Section>
        ) : null}

        {institution ? (
          <Section
            title={t("profile.institutionTitle")}
            id="institution"
            actions={<Badge>{t(`common.role.${institution.role}`)}</Badge>}
          >
            {institution.role === "owner" ? (
              <ClientForm
                intent="institution"
                schema={InstitutionSchema}
                reply={accountReply}
                submitLabel={t("common.save")}
                initialValues={{ name: institution.name }}
              >
                <TextField
                  name="name"
                  label={t("profile.institutionName")}
                  required
                  autoComplete="organization"
                />
              </ClientForm>
            ) : (
              <>
                <p className="font-semibold text-ink">{institution.name}</p>
                <p className="mt-2 text-ink-muted">{t("profile.institutionOwnerOnly")}</p>
              </>
            )}
          </Section>
        ) : null}

        <Section title={t("profile.emailTitle")} id="email">
          <p className="mb-4 text-ink-muted">{t("profile.currentEmail", { email: profile.email })}</p>
          <ClientForm
            intent="email"
            schema={EmailChangeSchema}
            reply={accountReply}
            submitLabel={t("profile.changeEmail")}
          >
            <TextField
              name="newEmail"
              type="email"
              label={t("profile.newEmail")}
              hint={t("profile.emailHint")}
              required
              autoComplete="email"
            />
            <PasswordField
              name="password"
              label={t("profile.emailPassword")}
              autoComplete="current-password"
            />
            {security.status === "enabled" ? (
              <TextField
                name="code"
                label={t("profile.emailCode")}
                hint={t("profile.emailCodeHint")}
                required
                autoComplete="one-time-code"
              />
            ) : null}
          </ClientForm>
        </Section>

        <Section title={t("profile.password")} id="password">
          <ClientForm
            intent="password"
            schema={PasswordChangeSchema}
            reply={accountReply}
            submitLabel={t("profile.changePassword")}
          >
            <PasswordField
              name="currentPassword"
              label={t("profile.currentPassword")}
              autoComplete="current-password"
            />
            <PasswordField
              name="newPassword"
              label={t("profile.newPassword")}
              autoComplete="new-password"
              meter
            />
            <PasswordField
              name="confirmPassword"
              label={t("profile.confirmPassword")}
              autoComplete="new-password"
            />
          </ClientForm>
        </Section>
      </Column>

      <TwoFactorSettings security={loaderData.security} reply={securityReply} />

      <Column>
        <Section title={t("profile.sessions")} id="sessions">
          <p className="mb-4 text-ink-muted">{t("profile.sessionsIntro")}</p>
          <RowsNotice reply={accountReply} intents={["revoke-session"]} />
          <ul className="mb-4 divide-y divide-line" data-testid="sessions">
            {sessions.map((s) => {
              const device = deviceName(s.userAgent);
              const name =
                device.browser && device.system
                  ? t("profile.sessionDevice", { browser: device.browser, system: device.system })
                  : (device.browser ?? device.system ?? t("profile.unknownDevice"));
              const since = formatDateTime(s.createdAt, lang);
              return (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                  data-testid="session"
                >
                  <div>
                    <p className="font-semibold text-ink">{name}</p>
                    <p className="text-sm text-ink-muted">
                      {t("profile.sessionSince", { date: since })}
                      {s.ipAddress ? ` · ${s.ipAddress}` : ""}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {t("profile.sessionLastSeen", { date: formatDate(s.lastSeenAt, lang) })}
                    </p>
                  </div>
                  {s.current ? (
                    <Badge tone="success">{t("profile.thisSession")}</Badge>
                  ) : (
                    <RowButtonForm
                      intent="revoke-session"
                      reply={accountReply}
                      hidden={{ sessionId: s.id }}
                      label={t("profile.revokeSession")}
                      ariaLabel={t("profile.revokeSessionLabel", { name, date: since })}
                    />
                  )}
                </li>
              );
            })}
          </ul>
          {others > 0 || accountReply?.intent === "sessions" ? (
            <ClientForm
              intent="sessions"
              reply={accountReply}
              submitLabel={t("profile.signOutOthers")}
              buttonClass="btn btn-secondary"
            />
          ) : null}
        </Section>

        <Section title={t("profile.data")} id="data">
          <p className="mb-4 text-ink-muted">{t("profile.dataIntro")}</p>
          {impersonating ? (
            <p className="text-ink-muted">{t("impersonation.refused")}</p>
          ) : (
            <a className="btn btn-secondary" href="/dashboard/profile/export" download>
              {t("profile.export")}
            </a>
          )}
        </Section>

        <Section title={t("profile.deletion")} id="delete-account">
          <p className="mb-4 text-ink-muted">{t("profile.deletionIntro")}</p>
          <details open={accountReply?.intent === "delete-account"} className="group">
            <summary className="cursor-pointer font-semibold text-danger">
              {t("profile.deletionOpen")}
            </summary>
            <div className="mt-4">
              <ClientForm
                intent="delete-account"
                schema={DeleteAccountSchema}
                reply={accountReply}
                submitLabel={t("profile.deleteSubmit")}
                buttonClass="btn btn-secondary border-danger text-danger"
              >
                <PasswordField
                  name="password"
                  label={t("profile.deletionPassword")}
                  autoComplete="current-password"
                />
                <TextField name="confirm" label={t("profile.deletionConfirm")} required autoComplete="off" />
              </ClientForm>
            </div>
          </details>
        </Section>
      </Column>
    </>
  );
}
