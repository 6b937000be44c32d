import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { flashNamespace, type FlashKey } from "#app/features/auth/flash-locales.ts";
import { useSessionRefresh } from "#app/features/auth/ui/use-session-refresh.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { sectionOfPath } from "#app/features/crm/nav.ts";
import { LanguageSwitch } from "#app/features/site/ui/layout/language-switch.tsx";
import type { StaffRole } from "#server/db/schema.ts";
import { useNamespace, type TFunction } from "#app/lib/i18n/use-translation.ts";
import { unlocalizedPath } from "#app/lib/routing/localized-path.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { useDialog } from "#app/ui/primitives/dialog.ts";
import { CloseMenuButton, CrmSidebar } from "./crm-sidebar.tsx";

const Menu = spriteIcon("menu");
const LogOut = spriteIcon("log-out");

/** From this width the sidebar stays beside the page (Tailwind's `lg`); below, it is a menu. */
const SIDEBAR_FROM = "(min-width: 64rem)";

export interface CrmPerson {
  readonly displayName: string;
  readonly email: string;
  readonly role: StaffRole;
}

/**
 * The CRM's work shell (issue 20 §1): a sidebar of the sections the role may open and a top bar
 * (the current section, the search and notification places, the language, the signed-in person
 * and the sign-out), instead of the marketing site's header, footer and floating widgets (the
 * layout's route `handle` tells the root to leave them out).
 *
 * On a phone or a tablet the sidebar is a menu opened from the top bar: the app's one dialog
 * behaviour (`useDialog`): focus moves in, Tab stays inside, Escape or a press outside closes it,
 * the page behind is inert and still, and following a link closes it with focus left to the page.
 *
 * `search` and `notifications` are the top bar's places for the CRM's search (Ctrl+K across
 * records, issue 20 §5: app/features/crm/search) and its notification bell (§7:
 * app/features/crm/notifications).
 */
export function CrmShell({
  person,
  visible,
  signOutAction,
  flash,
  sessionExpiresAt,
  search,
  notifications,
  children,
}: {
  person: CrmPerson;
  /** The sections the role may open (`sectionsFor`). */
  visible: readonly string[];
  signOutAction: string;
  flash: FlashKey | null;
  /** ISO time: the page renews the session before it (spec §4). */
  sessionExpiresAt: string;
  search?: ReactNode;
  notifications?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useNamespace(adminNamespace);
  const { t: flashText } = useNamespace(flashNamespace);
  useSessionRefresh(sessionExpiresAt);
  const { key, pathname } = useLocation();
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const sidebarRef = useRef<HTMLElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const { close, onKeyDown } = useDialog(sidebarRef, {
    open,
    onClose: () => setOpenOn(null),
    // The menu's close button, its first button.
    initialFocus: () => sidebarRef.current?.querySelector<HTMLElement>("button") ?? sidebarRef.current,
    returnFocus: () => toggleRef.current,
    trap: true,
    closeOnOutside: true,
    inert: () => [pageRef.current],
    lockScroll: true,
  });
  // A link followed from the menu: the new page takes focus, not the menu's button.
  const onNavigate = useCallback(() => {
    if (open) close(false);
  }, [open, close]);

  // Widened to the sidebar's size, the menu is the sidebar again.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(SIDEBAR_FROM);
    const onChange = () => wide.matches && close(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, close]);

  const section = sectionOfPath(unlocalizedPath(pathname), visible);
  const role = t(`roles.${person.role}`);

  return (
    <div className="flex flex-1">
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-950/40 lg:hidden" /> : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- open as a menu, Tab is kept inside the modal dialog */}
      <aside
        ref={sidebarRef}
        id={sidebarId}
        data-testid="crm-sidebar"
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t("nav.label") : undefined}
        tabIndex={open ? -1 : undefined}
        onKeyDown={open ? onKeyDown : undefined}
        className={`flex-col border-line bg-surface-sunken outline-none lg:sticky lg:top-0 lg:z-auto lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:border-r lg:shadow-none ${
          open ? "fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] border-r shadow-xl" : "hidden"
        }`}
      >
        <CrmSidebar
          visible={visible}
          onNavigate={onNavigate}
          closeButton={<CloseMenuButton onClick={() => close(true)} />}
          footer={<PersonCard person={person} role={role} className="px-3 lg:hidden" />}
        />
      </aside>

      <div ref={pageRef} className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
          <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={open}
              aria-controls={sidebarId}
              onClick={() => setOpenOn(open ? null : key)}
              className="-ml-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken lg:hidden"
            >
              <Menu className="size-6" />
              <span className="sr-only">{t("shell.openMenu")}</span>
            </button>
            <p
              className="min-w-0 flex-1 truncate text-sm font-semibold text-ink sm:flex-initial"
              data-testid="crm-section"
            >
              {section ? t(`nav.${section}`) : offNavTitle(unlocalizedPath(pathname), t)}
            </p>
            <div className="flex shrink-0 justify-center sm:min-w-0 sm:flex-1 sm:shrink">{search}</div>
            <div
              className="flex shrink-0 items-center gap-1 sm:gap-2"
              role="group"
              aria-label={t("shell.toolbar")}
            >
              {notifications}
              <LanguageSwitch />
              <PersonCard person={person} role={role} className="flex" compact />
              <Form method="post" action={signOutAction}>
                <input type="hidden" name="intent" value="sign-out" />
                <button
                  type="submit"
                  className="inline-flex h-9 items-center gap-2 rounded-lg border border-line px-2.5 text-sm font-semibold text-ink hover:bg-surface-sunken"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">{t("shell.signOut")}</span>
                </button>
              </Form>
            </div>
          </div>
        </header>
        {flash ? (
          <div className="px-3 pt-4 sm:px-6">
            <div className="mx-auto max-w-7xl">
              <Notice tone={flash === "adminTwoFactorRequired" ? "info" : "success"}>
                {flashText(flash)}
              </Notice>
            </div>
          </div>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The top bar's name of a page of the shell outside the sidebar's sections. */
function offNavTitle(path: string, t: TFunction<"admin">): string {
  if (path === "/admin/notifications") return t("notifications.title");
  if (path === "/admin/search") return t("crmSearch.dialogLabel");
  return t("shell.brand");
}

/** The signed-in person: initials, name and role (the e-mail in the title). */
function PersonCard({
  person,
  role,
  className,
  compact = false,
}: {
  person: CrmPerson;
  role: string;
  className: string;
  /** On a phone, the initials only (the name and role are read, and shown in the menu). */
  compact?: boolean;
}) {
  const { t } = useNamespace(adminNamespace);
  const initials = person.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  return (
    <div className={`items-center gap-2 ${className}`} title={person.email} data-testid="crm-person">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand"
      >
        {initials || "?"}
      </span>
      <p className={`min-w-0 leading-tight ${compact ? "max-md:sr-only" : ""}`}>
        <span className="sr-only">{`${t("shell.signedIn")} `}</span>
        <span className="block max-w-40 truncate text-sm font-semibold text-ink">{person.displayName}</span>
        <span className="block text-xs text-ink-muted">{role}</span>
      </p>
    </div>
  );
}
