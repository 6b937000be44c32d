import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link, useLocation } from "react-router";
import { MAIN_NAV, isActivePath, isActiveSection } from "#content/navigation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { unlocalizedPath } from "#app/lib/routing/localized-path.ts";
import { useBusinessDetails } from "#app/features/crm/settings/use-business-details.ts";
import { AccountLinks } from "./account-links.tsx";
import { NavBadge } from "./desktop-nav.tsx";
import { LanguageChoice } from "./language-choice.tsx";
import { NAV_ICONS } from "./nav-icons.tsx";
import { ThemeRadios } from "./theme-radios.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";
import { useDialog } from "#app/ui/primitives/dialog.ts";
import { tabbables } from "#app/ui/primitives/focus.ts";

const ArrowRight = spriteIcon("arrow-right");
const ChevronDown = spriteIcon("chevron-down");
const LayoutDashboard = spriteIcon("layout-dashboard");
const MessageCircleQuestion = spriteIcon("message-circle-question-mark");
const Phone = spriteIcon("phone");

/** Below this width the mobile menu is the menu (Tailwind's `lg` is 64rem). */
const SMALL_SCREEN = "(max-width: 63.98rem)";

/**
 * While the panel is open (loaded with it, so the first page load does not carry it): Escape
 * closes it (focus back to the toggle); Tab from the panel's last control comes back to the
 * toggle; the page behind is inert and does not scroll; any navigation closes it (focus then goes
 * to the new page's content), and so does the window growing past the breakpoint.
 */
function useMenuPanelBehaviour({
  open,
  onClose,
  toggleRef,
  panelRef,
  locationKey,
}: {
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  locationKey: string;
}) {
  const focusMain = useRef(false);
  const { close, onKeyDown } = useDialog(panelRef, {
    open,
    onClose,
    initialFocus: () => null,
    returnFocus: () => (focusMain.current ? document.getElementById("main") : toggleRef.current),
    trap: () => [toggleRef.current, ...tabbables(panelRef.current)].filter((el) => el !== null),
    inert: () => [document.getElementById("main"), document.getElementById("site-footer")],
    lockScroll: true,
  });

  // The panel element belongs to the toggle's component: Tab is kept inside from there.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.addEventListener("keydown", onKeyDown);
    return () => panel.removeEventListener("keydown", onKeyDown);
  }, [panelRef, onKeyDown]);

  useEffect(() => {
    if (open) focusMain.current = false;
  }, [open]);

  const lastKey = useRef(locationKey);
  useEffect(() => {
    if (lastKey.current === locationKey) return;
    lastKey.current = locationKey;
    focusMain.current = panelRef.current?.contains(document.activeElement) ?? false;
    close(focusMain.current);
  }, [locationKey, close, panelRef]);

  useEffect(() => {
    if (!open) return;
    const small = window.matchMedia(SMALL_SCREEN);
    const onResize = () => !small.matches && close(false);
    small.addEventListener("change", onResize);
    return () => small.removeEventListener("change", onResize);
  }, [open, close]);
}

/**
 * The content of the mobile menu (spec §2 "Mobile"): Demo and sign-in buttons, the menu with
 * accordion submenus (one open at a time, spec §4), language and theme choices, and the
 * "Une question ?" card with its "Parler à un expert" link. Loaded on demand (mobile-menu.tsx).
 */
export default function MobileMenuPanel({
  panelId,
  open,
  onClose,
  toggleRef,
  panelRef,
}: {
  panelId: string;
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const frenchPath = unlocalizedPath(location.pathname);
  useMenuPanelBehaviour({ open, onClose, toggleRef, panelRef, locationKey: location.key });
  const { phone } = useBusinessDetails();
  const [section, setSection] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 pb-10 pt-5 sm:px-6">
      <AccountLinks layout="panel" />

      <nav aria-label={t("header.mobileMenu")}>
        <ul className="divide-y divide-line border-y border-line">
          {MAIN_NAV.map((item) => {
            if (!item.groups) {
              const current = isActivePath(frenchPath, item.href);
              return (
                <li key={item.id}>
                  <Link
                    to={to(item.href)}
                    aria-current={current ? "page" : undefined}
                    className="flex min-h-13 items-center gap-2 py-3 text-base font-semibold text-ink aria-[current=page]:text-brand"
                  >
                    {item.button && <LayoutDashboard className="size-5 text-brand" />}
                    {t(item.name)}
                  </Link>
                </li>
              );
            }
            const expanded = section === item.id;
            const regionId = `${panelId}-${item.id}`;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onClick={() => setSection(expanded ? null : item.id)}
                  className={`flex min-h-13 w-full items-center justify-between py-3 text-left text-base font-semibold ${
                    isActiveSection(frenchPath, item) ? "text-brand" : "text-ink"
                  }`}
                >
                  {t(item.name)}
                  <ChevronDown
                    className={`size-5 text-ink-muted transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
                  />
                </button>
                <div id={regionId} hidden={!expanded} className="pb-4">
                  {item.groups.map((group) => (
                    <div key={group.id} className="mt-1 first:mt-0">
                      <p
                        id={`${regionId}-${group.id}`}
                        className="px-1 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
                      >
                        {t(group.title)}
                      </p>
                      <ul aria-labelledby={`${regionId}-${group.id}`}>
                        {group.items.map((link) => {
                          const Icon = link.icon ? NAV_ICONS[link.icon] : undefined;
                          return (
                            <li key={link.id}>
                              <Link
                                to={to(link.href)}
                                aria-current={isActivePath(frenchPath, link.href) ? "page" : undefined}
                                className={`flex items-center gap-3 rounded-xl px-2 py-2.5 ${
                                  link.highlight ? "bg-brand-soft" : "active:bg-surface-sunken"
                                }`}
                              >
                                {Icon && (
                                  <span
                                    className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
                                      link.highlight
                                        ? "bg-brand-solid text-on-brand"
                                        : "bg-brand-soft text-brand"
                                    }`}
                                  >
                                    <Icon className="size-[1.1rem]" />
                                  </span>
                                )}
                                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-[0.95rem] font-medium text-ink">
                                  {t(link.name)}
                                  {link.badge && <NavBadge>{t(link.badge)}</NavBadge>}
                                </span>
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  ))}
                  {item.overview && (
                    <Link
                      to={to(item.href)}
                      className="mt-2 inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-semibold text-brand"
                    >
                      {t(item.overview)}
                      <ArrowRight className="size-4" />
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-5">
        <div>
          <p
            aria-hidden="true"
            className="mb-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
          >
            {t("language.label")}
          </p>
          <LanguageChoice />
        </div>
        <ThemeRadios />
      </div>

      <aside
        aria-labelledby={`${panelId}-question`}
        className="rounded-2xl border border-brand/20 bg-brand-soft p-5"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-solid text-on-brand">
            <MessageCircleQuestion className="size-5" />
          </span>
          <div>
            <p id={`${panelId}-question`} className="text-base font-bold text-ink">
              {t("header.questionTitle")}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t("header.questionText")}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to={to("/demo")} className="btn btn-primary flex-1">
            {t("header.talkToExpert")}
            <ArrowRight className="size-4" />
          </Link>
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="btn btn-secondary flex-1">
            <Phone className="size-4" />
            {phone}
          </a>
        </div>
      </aside>
    </div>
  );
}
