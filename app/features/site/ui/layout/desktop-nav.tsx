import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link, useLocation } from "react-router";
import { MAIN_NAV, isActivePath, isActiveSection, type NavItem } from "#content/navigation.ts";
import { loadWithRetry } from "#app/ui/lazy/lazy-retry.ts";
import { fallbackGeometry, type DropdownGeometry } from "./nav-geometry.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { unlocalizedPath } from "#app/lib/routing/localized-path.ts";
import { whenIdle } from "#app/lib/idle.ts";
import type { NavContext, NavController } from "./desktop-nav-behaviour.ts";
import { NAV_ICONS } from "./nav-icons.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const ChevronDown = spriteIcon("chevron-down");
const LayoutDashboard = spriteIcon("layout-dashboard");

export interface OpenState {
  readonly id: string;
  readonly geometry: DropdownGeometry;
}

const panelId = (id: string) => `nav-panel-${id}`;
export const triggerId = (id: string) => `nav-trigger-${id}`;

export function panelLinks(id: string): HTMLAnchorElement[] {
  const panel = document.getElementById(panelId(id));
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>("a[href]")) : [];
}

// How the dropdowns respond to pointer and keyboard lives in its own chunk, loaded on the first
// contact with the menu (pointer over it, focus in it) or once a large screen's page is idle.
type Behaviour = typeof import("./desktop-nav-behaviour.ts");
let behaviourLoad: Promise<Behaviour> | undefined;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
function loadBehaviour(): Promise<Behaviour> {
  behaviourLoad ??= loadWithRetry(() => import("./desktop-nav-behaviour.ts"), { sleep }).catch(
    (error: unknown) => {
      behaviourLoad = undefined;
      throw error;
    },
  );
  return behaviourLoad;
}
const preloadBehaviour = () => void loadBehaviour().catch(() => {});
/** Tailwind's `lg`: where this menu shows. */
const LARGE_SCREEN = "(min-width: 64rem)";

/** Keys a handler acts on: their default (scrolling) is prevented at once, even before the code is there. */
const TRIGGER_KEYS = new Set(["ArrowDown", "ArrowUp"]);
const PANEL_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

/** The desktop menu (≥ lg): links and disclosure dropdowns, at most one open (spec §2, §4). */
export function DesktopNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const frenchPath = unlocalizedPath(location.pathname);
  const [open, setOpenState] = useState<OpenState | null>(null);
  // Mirrors `open` for timers and listeners, updated together with it.
  const openRef = useRef<OpenState | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const controller = useRef<NavController | null>(null);
  const context = useRef<NavContext>({
    nav: () => navRef.current,
    current: () => openRef.current,
    setOpen: (next) => {
      openRef.current = next;
      setOpenState(next);
    },
  });

  /** Runs `action` with the dropdown behaviour, at once if its code is there, else once it is. */
  const run = useCallback((action: (c: NavController) => void) => {
    if (controller.current) return action(controller.current);
    loadBehaviour().then(
      (behaviour) => {
        controller.current ??= behaviour.createNavController(context.current);
        action(controller.current);
      },
      () => {},
    );
  }, []);

  useEffect(() => {
    if (!window.matchMedia(LARGE_SCREEN).matches) return;
    return whenIdle(preloadBehaviour);
  }, []);

  // Any navigation closes the menu.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    controller.current?.close();
  }, [location.key]);

  useEffect(() => () => controller.current?.dispose(), []);

  // Only the behaviour opens a dropdown, so its code is there while one is open.
  useEffect(() => {
    if (!open) return;
    return controller.current?.whileOpen();
  }, [open]);

  const onPointerEnter = (item: NavItem) => (event: PointerEvent) => {
    const { pointerType } = event;
    run((c) => c.pointerEnter(item, pointerType));
  };

  const onPointerLeave = (event: PointerEvent) => {
    const { pointerType } = event;
    run((c) => c.pointerLeave(pointerType));
  };

  const onTriggerKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!TRIGGER_KEYS.has(event.key)) return;
    event.preventDefault();
    const { key } = event;
    run((c) => c.openFromKey(item, key));
  };

  const onPanelKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (!PANEL_KEYS.has(event.key)) return;
    event.preventDefault();
    const { key } = event;
    run((c) => c.panelKey(item, key));
  };

  // Left/Right move along the bar (Tab works too).
  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const top = Array.from(navRef.current?.querySelectorAll<HTMLElement>("[data-nav-top]") ?? []);
    const index = top.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    // Kept here rather than in the shared list keys (primitives/focus.ts), off the first page load.
    const step = event.key === "ArrowRight" ? 1 : -1;
    top[(index + step + top.length) % top.length]?.focus();
  };

  // Tabbing out of a dropdown (to the next item or out of the menu) closes it.
  const onItemBlur = (item: NavItem) => (event: FocusEvent<HTMLLIElement>) => {
    const entry = event.currentTarget;
    const next = event.relatedTarget as Node | null;
    if (openRef.current?.id === item.id) run((c) => c.itemBlur(item, entry, next));
  };

  return (
    // Arrow keys move between the menu's controls (a convenience on top of Tab); the nav itself is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between the controls inside; the nav is no control
    <nav
      ref={navRef}
      aria-label={t("nav.label")}
      className="hidden lg:block"
      onKeyDown={onNavKeyDown}
      onPointerEnter={preloadBehaviour}
      onFocus={preloadBehaviour}
    >
      <ul className="flex items-center gap-0.5">
        {MAIN_NAV.map((item) => {
          if (item.button) {
            const current = isActivePath(frenchPath, item.href);
            return (
              <li key={item.id} className="ml-1.5" onPointerEnter={onPointerEnter(item)}>
                <Link
                  to={to(item.href)}
                  data-nav-top=""
                  aria-current={current ? "page" : undefined}
                  className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border border-brand/30 bg-brand-soft px-2 py-1.5 xl:px-2.5 text-sm font-semibold text-brand transition-colors hover:border-brand/60"
                >
                  <LayoutDashboard className="size-4" />
                  {t(item.name)}
                </Link>
              </li>
            );
          }
          if (!item.groups) {
            const current = isActivePath(frenchPath, item.href);
            return (
              <li key={item.id} onPointerEnter={onPointerEnter(item)}>
                <Link
                  to={to(item.href)}
                  data-nav-top=""
                  aria-current={current ? "page" : undefined}
                  className="relative inline-flex items-center whitespace-nowrap rounded-lg px-2 py-2 xl:px-2.5 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink aria-[current=page]:text-brand"
                >
                  {t(item.name)}
                  {current && <ActiveMark />}
                </Link>
              </li>
            );
          }
          const isOpen = open?.id === item.id;
          const active = isActiveSection(frenchPath, item);
          return (
            <li
              key={item.id}
              className="relative"
              onPointerEnter={onPointerEnter(item)}
              onPointerLeave={onPointerLeave}
              onBlur={onItemBlur(item)}
            >
              <button
                type="button"
                id={triggerId(item.id)}
                data-nav-top=""
                aria-expanded={isOpen}
                aria-controls={panelId(item.id)}
                onClick={() => run((c) => c.toggle(item))}
                onKeyDown={onTriggerKeyDown(item)}
                className={`relative inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-2 py-2 xl:px-2.5 text-sm font-medium transition-colors hover:bg-surface-sunken hover:text-ink ${
                  isOpen ? "bg-surface-sunken text-ink" : active ? "text-brand" : "text-ink-muted"
                }`}
              >
                {t(item.name)}
                <ChevronDown
                  className={`size-4 transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
                />
                {active && <ActiveMark />}
              </button>
              <DropdownPanel
                item={item}
                open={isOpen}
                geometry={isOpen ? open.geometry : fallbackGeometry(item.groups.length)}
                onKeyDown={onPanelKeyDown(item)}
                currentPath={frenchPath}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ActiveMark() {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-x-2 -bottom-[0.6rem] xl:inset-x-2.5 h-0.5 rounded-full bg-brand-solid dark:bg-brand"
    />
  );
}

const ALIGN_CLASS: Record<DropdownGeometry["align"], string> = {
  left: "left-0",
  right: "right-0",
  center: "left-1/2 -translate-x-1/2",
};

function DropdownPanel({
  item,
  open,
  geometry,
  onKeyDown,
  currentPath,
}: {
  item: NavItem;
  open: boolean;
  geometry: DropdownGeometry;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  currentPath: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const groups = item.groups ?? [];
  return (
    // The padding bridges trigger and card, so the pointer never "leaves" on its way down.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between the links of a disclosure
    <div
      id={panelId(item.id)}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-align={geometry.align}
      className={`absolute top-full z-50 pt-2 ${ALIGN_CLASS[geometry.align]}`}
      style={{ width: geometry.width }}
    >
      <div
        className="overflow-y-auto transition-[opacity,translate] duration-150 ease-out starting:-translate-y-1 starting:opacity-0 overscroll-contain rounded-2xl border border-line bg-surface shadow-xl shadow-slate-900/10 dark:shadow-black/40"
        style={{ maxHeight: geometry.maxHeight }}
      >
        <div className={`grid gap-x-3 p-3 ${geometry.columns === 2 ? "grid-cols-2" : "grid-cols-1 gap-y-3"}`}>
          {groups.map((group) => (
            // Two columns share their title row (subgrid), so both lists start at the same height.
            <div key={group.id} className={geometry.columns === 2 ? "row-span-2 grid grid-rows-subgrid" : ""}>
              <p
                id={`nav-group-${item.id}-${group.id}`}
                className="self-end px-2.5 pb-1.5 pt-2 text-[0.7rem] font-semibold uppercase tracking-wider text-ink-muted"
              >
                {t(group.title)}
              </p>
              <ul aria-labelledby={`nav-group-${item.id}-${group.id}`} className="space-y-0.5">
                {group.items.map((link) => {
                  const Icon = link.icon ? NAV_ICONS[link.icon] : undefined;
                  const current = isActivePath(currentPath, link.href);
                  return (
                    <li key={link.id}>
                      <Link
                        to={to(link.href)}
                        aria-current={current ? "page" : undefined}
                        className={`group flex gap-3 rounded-xl p-2.5 transition-colors focus-visible:outline-offset-0 ${
                          link.highlight
                            ? "bg-brand-soft ring-1 ring-brand/15 hover:ring-brand/40"
                            : "hover:bg-surface-sunken"
                        }`}
                      >
                        {Icon && (
                          <span
                            className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
                              link.highlight
                                ? "bg-brand-solid text-on-brand"
                                : "bg-brand-soft text-brand group-hover:bg-brand-solid group-hover:text-on-brand"
                            } transition-colors`}
                          >
                            <Icon className="size-[1.1rem]" />
                          </span>
                        )}
                        <span className="min-w-0">
                          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-ink">
                            {t(link.name)}
                            {link.badge && <NavBadge>{t(link.badge)}</NavBadge>}
                          </span>
                          {link.description && (
                            <span className="mt-0.5 block text-[0.8rem] leading-snug text-ink-muted">
                              {t(link.description)}
                            </span>
                          )}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        {item.overview && (
          <div className="border-t border-line bg-surface-raised px-3 py-2">
            <Link
              to={to(item.href)}
              className="group inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand hover:bg-brand-soft"
            >
              {t(item.overview)}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

export function NavBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full border border-brand/20 bg-surface px-2 py-px text-[0.68rem] font-semibold leading-4 text-brand">
      {children}
    </span>
  );
}
