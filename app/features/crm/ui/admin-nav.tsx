import { useId, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { NAV_SECTIONS, type NavKey } from "#app/features/crm/nav.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { useMenu } from "#app/ui/primitives/menu.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";

const ChevronDown = spriteIcon("chevron-down");

const LINK = "inline-block border-b-2 px-2.5 py-2.5 text-sm font-semibold";
const ACTIVE = "border-brand text-brand";
const IDLE = "border-transparent text-ink-muted hover:text-ink";
const MENU_LINK = "block rounded-lg px-3 py-2 text-sm font-semibold";
const menuLinkClass = (active: boolean) =>
  `${MENU_LINK} ${active ? "bg-brand-soft text-brand" : "text-ink hover:bg-surface-sunken"}`;

/**
 * The admin CRM's navigation. From a tablet up: the daily sections in the bar, the administration
 * ones in a menu. On a phone: one "Sections" menu naming the current section, with every section
 * in its group, so that nothing hides in a bar scrolled sideways. Each menu is a disclosure of
 * links (the shared `useMenu`): Escape, a click elsewhere or a navigation closes it; focus returns
 * to its button on Escape.
 * Only the sections the role may view are given (`visible`).
 */
export function AdminNav({ visible, role }: { visible: readonly string[]; role: string }) {
  const { t } = useNamespace(adminNamespace);
  const lang = useLanguage();
  const { pathname } = useLocation();
  const sections = NAV_SECTIONS.filter((s) => visible.includes(s.key));
  const daily = sections.filter((s) => s.group === "daily");
  const administration = sections.filter((s) => s.group === "administration");
  const isCurrent = (path: string) =>
    path === "/admin"
      ? pathname === localizedPath(path, lang)
      : pathname.startsWith(localizedPath(path, lang));
  const current =
    sections.find((s) => s.path !== "/admin" && isCurrent(s.path)) ?? sections.find((s) => isCurrent(s.path));
  const link = (key: NavKey, path: string, className: (active: boolean) => string) => (
    <NavLink
      to={localizedPath(path, lang)}
      end={key === "overview"}
      prefetch="intent"
      className={({ isActive }) => className(isActive)}
    >
      {t(`nav.${key}`)}
    </NavLink>
  );
  const menuItems = (group: typeof sections) =>
    group.map((s) => <li key={s.key}>{link(s.key, s.path, menuLinkClass)}</li>);

  return (
    <nav aria-label={t("nav.label")} className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 md:hidden">
        <DisclosureMenu
          label={current ? t("nav.sectionsCurrent", { section: t(`nav.${current.key}`) }) : t("nav.sections")}
          active
          panelClassName="left-0 w-[min(20rem,calc(100vw-1.5rem))]"
        >
          <MenuGroup title={t("nav.daily")}>{menuItems(daily)}</MenuGroup>
          {administration.length > 0 ? (
            <MenuGroup title={t("nav.administration")}>{menuItems(administration)}</MenuGroup>
          ) : null}
        </DisclosureMenu>
      </div>
      <div className="mx-auto hidden max-w-7xl items-center gap-2 px-3 sm:px-6 md:flex">
        <ul className="relative flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {daily.map((s) => (
            <li key={s.key} className="shrink-0">
              {link(s.key, s.path, (active) => `${LINK} ${active ? ACTIVE : IDLE}`)}
            </li>
          ))}
        </ul>
        {administration.length > 0 ? (
          <DisclosureMenu
            label={t("nav.administration")}
            active={administration.some((s) => isCurrent(s.path))}
            panelClassName="right-0 w-60"
          >
            <ul>{menuItems(administration)}</ul>
          </DisclosureMenu>
        ) : null}
        <span className="hidden shrink-0 text-xs text-ink-muted lg:inline">
          {t("common.signedInAs", { role })}
        </span>
      </div>
    </nav>
  );
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="py-1">
      <p id={id} className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </p>
      <ul aria-labelledby={id}>{children}</ul>
    </div>
  );
}

function DisclosureMenu({
  label,
  active,
  panelClassName,
  children,
}: {
  label: string;
  active: boolean;
  panelClassName: string;
  children: ReactNode;
}) {
  const { open, buttonProps, menuRef, menuId } = useMenu({ disclosure: true });

  return (
    <div className="relative shrink-0">
      <button {...buttonProps} className={`${LINK} inline-flex items-center gap-1 ${active ? ACTIVE : IDLE}`}>
        {label}
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        hidden={!open}
        className={`absolute z-30 mt-1 rounded-xl border border-line bg-surface p-1.5 shadow-lg ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}
