import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { adminNamespace } from "#app/admin/locales.ts";
import { NAV_SECTIONS, type NavKey } from "#app/admin/nav.ts";
import { spriteIcon } from "#app/components/ui/icon.tsx";
import { useNamespace } from "#app/i18n/namespace.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { localizedPath } from "#app/routing/localized-path.ts";

const ChevronDown = spriteIcon("chevron-down");

const LINK = "inline-block border-b-2 px-2.5 py-2.5 text-sm font-semibold";
const ACTIVE = "border-brand text-brand";
const IDLE = "border-transparent text-ink-muted hover:text-ink";

/**
 * The admin CRM's navigation: the daily sections in the bar, the administration ones in a menu
 * (a disclosure: Escape, a click elsewhere or a navigation closes it; focus returns to its button
 * on Escape). Only the sections the role may view are given (`visible`).
 */
export function AdminNav({ visible, role }: { visible: readonly string[]; role: string }) {
  const { t } = useNamespace(adminNamespace);
  const lang = useLanguage();
  const { pathname } = useLocation();
  const sections = NAV_SECTIONS.filter((s) => visible.includes(s.key));
  const daily = sections.filter((s) => s.group === "daily");
  const administration = sections.filter((s) => s.group === "administration");
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
  const inAdministration = administration.some((s) => pathname.startsWith(localizedPath(s.path, lang)));

  return (
    <nav aria-label={t("nav.label")} className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 sm:px-6">
        <ul className="relative flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {daily.map((s) => (
            <li key={s.key} className="shrink-0">
              {link(s.key, s.path, (active) => `${LINK} ${active ? ACTIVE : IDLE}`)}
            </li>
          ))}
        </ul>
        {administration.length > 0 ? (
          <AdministrationMenu label={t("nav.administration")} active={inAdministration}>
            {administration.map((s) => (
              <li key={s.key}>
                {link(
                  s.key,
                  s.path,
                  (active) =>
                    `block rounded-lg px-3 py-2 text-sm font-semibold ${
                      active ? "bg-brand-soft text-brand" : "text-ink hover:bg-surface-sunken"
                    }`,
                )}
              </li>
            ))}
          </AdministrationMenu>
        ) : null}
        <span className="hidden shrink-0 text-xs text-ink-muted lg:inline">
          {t("common.signedInAs", { role })}
        </span>
      </div>
    </nav>
  );
}

function AdministrationMenu({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`${LINK} inline-flex items-center gap-1 ${active ? ACTIVE : IDLE}`}
      >
        {label}
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-30 mt-1 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
      >
        {children}
      </ul>
    </div>
  );
}
