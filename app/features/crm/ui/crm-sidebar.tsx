import { useId, type ReactNode } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link, NavLink } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { NAV_SECTIONS, type NavKey } from "#app/features/crm/nav.ts";
import { BrandMark } from "#app/features/site/ui/layout/logo.tsx";
import { spriteIcon, type IconComponent } from "#app/ui/icon.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

const X = spriteIcon("x");
const ArrowUpRight = spriteIcon("arrow-up-right");

/** One icon per section, so that the eye finds a section before reading its name. */
const ICONS: Record<NavKey, IconComponent> = {
  overview: spriteIcon("layout-dashboard"),
  quotes: spriteIcon("inbox"),
  clients: spriteIcon("building-2"),
  subscriptions: spriteIcon("repeat"),
  billing: spriteIcon("receipt-euro"),
  support: spriteIcon("life-buoy"),
  analytics: spriteIcon("chart-column"),
  settings: spriteIcon("user-cog"),
  configuration: spriteIcon("sliders-horizontal"),
  system: spriteIcon("server"),
  reports: spriteIcon("file-spreadsheet"),
  logs: spriteIcon("scroll-text"),
  backups: spriteIcon("archive"),
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-soft font-semibold text-brand" : "text-ink-muted hover:bg-surface hover:text-ink"
  }`;

/**
 * The content of the CRM's sidebar: the brand (a link to the CRM's dashboard), the sections the
 * role may open (`visible`, from `sectionsFor`) in their two groups, and the way back to the
 * public site. `onNavigate` closes the phone's menu when a link is followed; `closeButton` is the
 * phone menu's own close button (none in the desktop sidebar).
 */
export function CrmSidebar({
  visible,
  onNavigate,
  closeButton,
  footer,
}: {
  visible: readonly string[];
  onNavigate: () => void;
  closeButton: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useNamespace(adminNamespace);
  const { t: common } = useTranslation();
  const to = useLocalizedPath();
  const sections = NAV_SECTIONS.filter((s) => visible.includes(s.key));
  const group = (name: "daily" | "administration") => sections.filter((s) => s.group === name);
  const list = (items: ReturnType<typeof group>) =>
    items.map((s) => {
      const Icon = ICONS[s.key];
      return (
        <li key={s.key}>
          <NavLink
            to={to(s.path)}
            end={s.key === "overview"}
            prefetch="intent"
            onClick={onNavigate}
            className={linkClass}
          >
            <Icon className="size-[1.1rem] shrink-0" />
            {t(`nav.${s.key}`)}
          </NavLink>
        </li>
      );
    });

  return (
    <>
      <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
        <Link
          to={to("/admin")}
          onClick={onNavigate}
          className="inline-flex min-w-0 items-center gap-2 rounded-lg"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="truncate text-[0.95rem] font-bold tracking-tight text-ink">
            {common("brand.name")}
          </span>
          <span className="rounded-md bg-brand-solid px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide text-on-brand">
            {t("shell.brand")}
          </span>
          <span className="sr-only">{` ${t("shell.home")}`}</span>
        </Link>
        {closeButton}
      </div>
      <nav aria-label={t("nav.label")} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
        <SectionGroup title={t("nav.daily")}>{list(group("daily"))}</SectionGroup>
        {group("administration").length > 0 ? (
          <SectionGroup title={t("nav.administration")}>{list(group("administration"))}</SectionGroup>
        ) : null}
      </nav>
      <div className="shrink-0 space-y-3 border-t border-line p-3">
        {footer}
        <a
          href={to("/")}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-muted hover:bg-surface hover:text-ink"
        >
          <ArrowUpRight className="size-4 shrink-0" />
          {t("shell.publicSite")}
        </a>
      </div>
    </>
  );
}

function SectionGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="px-3 pb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </p>
      <ul aria-labelledby={id} className="space-y-0.5">
        {children}
      </ul>
    </div>
  );
}

/** The phone menu's close button (an icon, named for screen readers). */
export function CloseMenuButton({ onClick }: { onClick: () => void }) {
  const { t } = useNamespace(adminNamespace);
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink lg:hidden"
    >
      <X className="size-5" />
      <span className="sr-only">{t("shell.closeMenu")}</span>
    </button>
  );
}
