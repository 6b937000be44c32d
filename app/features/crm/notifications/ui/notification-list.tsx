import { Link } from "react-router";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { formatDateTime } from "#app/features/client-space/format.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

export interface NotificationItem {
  readonly id: string;
  readonly text: string;
  readonly href: string;
  readonly createdAt: string;
  readonly read: boolean;
}

/**
 * Notifications in words, latest first: each links to its record; an unread one is marked (a dot
 * and its name for screen readers) and, on the page, has its own "mark as read" form.
 */
export function NotificationList({
  items,
  lang,
  markReadForms = false,
  onFollow,
  testId,
}: {
  items: readonly NotificationItem[];
  lang: Language;
  markReadForms?: boolean;
  onFollow?: () => void;
  testId?: string;
}) {
  const { t } = useNamespace(adminNamespace);
  if (items.length === 0) return <p className="py-2 text-sm text-ink-muted">{t("notifications.empty")}</p>;
  return (
    <ul className="divide-y divide-line" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0 items-start gap-3 py-2.5" data-read={item.read}>
          <span
            aria-hidden="true"
            className={`mt-2 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand"}`}
          />
          <div className="min-w-0 flex-1">
            <Link
              to={item.href}
              onClick={onFollow}
              className={`block text-sm hover:underline ${item.read ? "text-ink" : "font-semibold text-ink"}`}
            >
              {item.read ? null : <span className="sr-only">{`${t("notifications.unread")} · `}</span>}
              {item.text}
            </Link>
            <time dateTime={item.createdAt} className="text-xs text-ink-muted">
              {formatDateTime(item.createdAt, lang)}
            </time>
          </div>
          {markReadForms && !item.read ? (
            <AdminForm
              intent="read"
              reply={undefined}
              hidden={{ id: item.id }}
              submitLabel={t("notifications.markRead")}
              submitAriaLabel={t("notifications.markReadLabel", { text: item.text })}
              pendingLabel={t("common.working")}
              buttonClass="inline-flex min-h-8 items-center rounded-lg border border-line px-2 text-xs font-semibold text-ink hover:bg-surface-sunken"
              className="shrink-0"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
