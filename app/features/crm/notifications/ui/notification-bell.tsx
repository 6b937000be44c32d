import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage, useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { useMenu } from "#app/ui/primitives/menu.ts";
import { NotificationList, type NotificationItem } from "./notification-list.tsx";

const Bell = spriteIcon("bell-ring");

/** Where the browser listens for the unread count (server-sent events). */
export const STREAM_PATH = "/admin/api/notifications/stream";
/** A stream the server refused or closed for good: opened again after this long. */
const REOPEN_MS = 15_000;

/**
 * The unread count, live: the layout's count until the stream speaks. The EventSource opens after
 * hydration, once the browser is idle (nothing added to the shell's first load); the browser
 * reconnects a dropped stream by itself, and a closed one is opened again after a pause.
 */
export function useLiveUnread(initial: number): number {
  const [live, setLive] = useState<{ from: number; unread: number } | null>(null);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      if (stopped) return;
      source = new EventSource(STREAM_PATH);
      source.addEventListener("count", (event) => {
        const unread = Number(
          (JSON.parse((event as MessageEvent<string>).data) as { unread?: unknown }).unread,
        );
        if (Number.isFinite(unread)) setLive({ from: Date.now(), unread });
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    const idle =
      "requestIdleCallback" in window
        ? window.requestIdleCallback(open, { timeout: 2000 })
        : (setTimeout(open, 200) as unknown as number);
    return () => {
      stopped = true;
      if ("cancelIdleCallback" in window) window.cancelIdleCallback(idle);
      clearTimeout(idle);
      clearTimeout(reopen);
      source?.close();
    };
  }, []);
  // The layout's loader ran again (a navigation, a form): its count is as fresh as the stream's.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    if (live) setLive(null);
  }
  return live ? live.unread : initial;
}

interface PanelData {
  readonly items: readonly NotificationItem[];
  readonly unread: number;
}

/**
 * The CRM top bar's bell (issue 20 §7): the unread count in its name ("Notifications, 3 non lues")
 * and on a badge. Without JavaScript a link to /admin/notifications; once hydrated, a disclosure
 * (the app's menu primitive) opening the latest notifications, "mark all as read" and a link to
 * the page.
 */
export function NotificationBell({ unread: initial }: { unread: number }) {
  const { t } = useNamespace(adminNamespace);
  const to = useLocalizedPath();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const unread = useLiveUnread(initial);
  const { open, close, buttonProps, menuRef, menuId } = useMenu({ disclosure: true });
  const list = useFetcher<PanelData>();
  const { load } = list;
  const mark = useFetcher();
  const pageHref = to("/admin/notifications");
  const loaded = useRef<number | null>(null);

  // Opened, or the count moved while open: the latest list.
  useEffect(() => {
    if (!open) {
      loaded.current = null;
      return;
    }
    if (loaded.current === unread) return;
    loaded.current = unread;
    // Once per opening and count (`loaded`), however often `load` itself changes.
    void load(pageHref);
  }, [open, unread, pageHref, load]);

  const label = t("notifications.bellUnread", { count: unread });
  const badge =
    unread > 0 ? (
      <span
        aria-hidden="true"
        data-testid="notification-count"
        className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[0.6875rem] font-bold leading-none text-white"
      >
        {unread > 99 ? "99+" : unread}
      </span>
    ) : null;
  const iconClass =
    "relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken";

  if (!hydrated)
    return (
      <a href={pageHref} aria-label={label} data-testid="notification-bell" className={iconClass}>
        <Bell aria-hidden="true" className="size-5" />
        {badge}
      </a>
    );

  const items = list.data?.items.slice(0, 8) ?? [];
  return (
    <div className="relative">
      <button {...buttonProps} aria-label={label} data-testid="notification-bell" className={iconClass}>
        <Bell aria-hidden="true" className="size-5" />
        {badge}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="region"
          aria-label={t("notifications.panel")}
          data-testid="notification-panel"
          className="fixed inset-x-2 top-14 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface p-3 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line pb-2">
            <h2 className="text-sm font-bold text-ink">{t("notifications.panel")}</h2>
            {unread > 0 ? (
              <mark.Form method="post" action={pageHref}>
                <input type="hidden" name="intent" value="read-all" />
                <button
                  type="submit"
                  className="inline-flex min-h-8 shrink-0 items-center whitespace-nowrap rounded-lg px-2 text-xs font-semibold text-brand hover:underline"
                >
                  {t("notifications.markAllRead")}
                </button>
              </mark.Form>
            ) : null}
          </div>
          {list.data ? (
            <NotificationList
              items={items}
              lang={lang}
              onFollow={() => close(false)}
              testId="notification-panel-list"
            />
          ) : (
            <p className="py-2 text-sm text-ink-muted" role="status">
              {t("notifications.loading")}
            </p>
          )}
          <Link
            to={pageHref}
            onClick={() => close(false)}
            className="mt-1 inline-flex min-h-8 items-center text-sm font-semibold text-brand hover:underline"
          >
            {t("notifications.seeAll")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
