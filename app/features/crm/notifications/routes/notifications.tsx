import { data, Link } from "react-router";
import type { Route } from "./+types/notifications";
import { requireForm } from "#app/lib/forms/form-body.server.ts";
import { services } from "#app/features/auth/session.server.ts";
import { requireStaffMember } from "#app/features/crm/guard.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { MarkReadSchema } from "#app/features/crm/notifications/notifications.ts";
import { listNotifications, markRead } from "#app/features/crm/notifications/notifications.server.ts";
import { NotificationList } from "#app/features/crm/notifications/ui/notification-list.tsx";
import { AdminPage, Panel } from "#app/features/crm/ui/ui.tsx";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { formValues } from "#app/lib/forms/field-basics.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { Notice } from "#app/ui/notice.tsx";

/**
 * `/admin/notifications` (issue 20 §7): the signed-in person's notifications, latest first, 20 a
 * page, each in words and linking to its record; one or all marked read. Works without JavaScript;
 * the bell's panel loads the first page from this loader. Every staff role opens it (their own).
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, lang } = await requireStaffMember(args);
  const { db } = services(args.context);
  const page = Number.parseInt(args.url.searchParams.get("page") ?? "1", 10);
  const list = await listNotifications(db, session.user.id, lang, { page: Number.isFinite(page) ? page : 1 });
  return { ...loadPage(args), ...list };
}

export interface ReadReply {
  readonly ok: boolean;
  readonly message?: "allRead" | "oneRead";
}

export async function action(args: Route.ActionArgs) {
  const { session } = await requireStaffMember(args);
  const { db, live } = services(args.context);
  const form = await requireForm(args.request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "read-all") {
    await markRead(db, live, session.user.id, null, new Date());
    return data<ReadReply>({ ok: true, message: "allRead" });
  }
  if (intent === "read") {
    const parsed = MarkReadSchema.safeParse(formValues(form));
    if (!parsed.success) return data<ReadReply>({ ok: false }, { status: 400 });
    await markRead(db, live, session.user.id, parsed.data.id, new Date());
    return data<ReadReply>({ ok: true, message: "oneRead" });
  }
  return data<ReadReply>({ ok: false }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminNotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace);
  const { lang, text, items, unread, page, pages } = loaderData;
  const pageHref = (n: number) =>
    `${localizedPath("/admin/notifications", lang)}${n > 1 ? `?page=${n}` : ""}`;
  return (
    <AdminPage
      title={text.heading}
      lead={text.lead}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`${localizedPath("/dashboard/profile", lang)}#notifications`}
            className="inline-flex min-h-9 items-center rounded-lg px-2 text-sm font-semibold text-brand hover:underline"
          >
            {t("notifications.settings")}
          </Link>
          {unread > 0 ? (
            <AdminForm
              intent="read-all"
              reply={undefined}
              submitLabel={t("notifications.markAllRead")}
              pendingLabel={t("common.working")}
              buttonClass="inline-flex min-h-9 items-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-sunken"
            />
          ) : null}
        </div>
      }
    >
      {actionData?.message ? (
        <Notice tone="success">{t(`notifications.${actionData.message}`)}</Notice>
      ) : null}
      <Panel id="notifications" title={t("notifications.title")}>
        <NotificationList items={items} lang={lang} markReadForms testId="notifications-page-list" />
      </Panel>
      {pages > 1 ? (
        <nav
          aria-label={t("notifications.pagination")}
          className="flex items-center justify-between gap-2 text-sm"
        >
          {page > 1 ? (
            <Link
              to={pageHref(page - 1)}
              className="inline-flex min-h-9 items-center font-semibold text-brand hover:underline"
            >
              {t("notifications.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-ink-muted">{t("notifications.page", { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageHref(page + 1)}
              className="inline-flex min-h-9 items-center font-semibold text-brand hover:underline"
            >
              {t("notifications.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AdminPage>
  );
}
