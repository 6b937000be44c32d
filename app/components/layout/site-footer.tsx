import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FOOTER_COLUMNS, LEGAL_LINKS } from "#app/content/navigation.ts";
import { useLocalizedPath } from "#app/i18n/use-language.ts";
import { Logo } from "./logo.tsx";
import { SystemStatus } from "./system-status.tsx";

/** The company's public pages (spec §2: social links in the footer). */
const SOCIAL_LINKS = [
  {
    id: "linkedin",
    label: "footer.socialLinks.linkedin",
    href: "https://www.linkedin.com/company/ga-education",
    // LinkedIn's "in" mark.
    path: "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z",
  },
  {
    id: "youtube",
    label: "footer.socialLinks.youtube",
    href: "https://www.youtube.com/@ga-education",
    path: "M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.87.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81ZM9.55 15.57V8.43L15.82 12l-6.27 3.57Z",
  },
  {
    id: "x",
    label: "footer.socialLinks.x",
    href: "https://x.com/ga_education",
    path: "M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z",
  },
] as const;

/** GDPR and ISO 27001 badges (spec §1 claims, §2 footer), drawn inline. */
function ComplianceBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      <li className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface py-1.5 pl-1.5 pr-2.5">
        <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="16" fill="#1e3a8a" />
          {Array.from({ length: 12 }, (_, i) => {
            const angle = (i * Math.PI) / 6;
            return (
              <circle
                key={i}
                cx={(16 + 10 * Math.sin(angle)).toFixed(2)}
                cy={(16 - 10 * Math.cos(angle)).toFixed(2)}
                r="1.5"
                fill="#facc15"
              />
            );
          })}
          <path d="M12.5 15.5v-2a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" strokeWidth="1.6" />
          <rect x="11" y="15" width="10" height="7.5" rx="1.5" fill="#fff" />
        </svg>
        <span className="text-xs font-semibold leading-tight text-ink">{t("footer.badges.gdpr")}</span>
      </li>
      <li className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface py-1.5 pl-1.5 pr-2.5">
        <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
          <path d="M16 2 4 6.5v8.3c0 7.3 5.1 13.6 12 15.2 6.9-1.6 12-7.9 12-15.2V6.5L16 2Z" fill="#15803d" />
          <path
            d="m10.5 16.2 3.7 3.7 7.3-7.6"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="text-xs font-semibold leading-tight text-ink">{t("footer.badges.iso")}</span>
      </li>
    </ul>
  );
}

function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex gap-2" aria-label={t("footer.social")}>
      {SOCIAL_LINKS.map((s) => (
        <li key={s.id}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-line bg-surface text-ink-muted transition-colors hover:border-brand/40 hover:text-brand"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-[1.05rem]"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d={s.path} />
            </svg>
            <span className="sr-only">
              {t(s.label)} {t("footer.newTab")}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const headingClass = "text-sm font-semibold tracking-wide text-ink";
const linkClass = "text-sm text-ink-muted transition-colors hover:text-brand";

/**
 * Footer of every page (spec §2): brand and description, compliance badges, social links, link
 * columns built from the menu, contact block with business hours, copyright, a live service status
 * and the legal links.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const phoneHref = `tel:${t("footer.phone").replace(/[^\d+]/g, "")}`;
  return (
    <footer id="site-footer" className="border-t border-line bg-surface-raised">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 xl:px-8">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="flex flex-col gap-6 lg:col-span-4 lg:pr-6">
            <Logo tagline />
            <p className="max-w-sm text-sm leading-relaxed text-ink-muted">{t("footer.description")}</p>
            <ComplianceBadges />
            <SocialLinks />
          </div>

          <nav
            aria-label={t("footer.navLabel")}
            className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5"
          >
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.id}>
                <h2 className={headingClass}>{t(column.title)}</h2>
                <ul className="mt-4 space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <Link to={to(link.href)} className={linkClass}>
                        {t(link.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>{t("footer.contactTitle")}</h2>
            <address className="mt-4 space-y-3 text-sm not-italic text-ink-muted">
              <p className="flex gap-2.5">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <span>{t("footer.address")}</span>
              </p>
              <p className="flex gap-2.5">
                <Phone className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <a href={phoneHref} className="transition-colors hover:text-brand">
                  {t("footer.phone")}
                </a>
              </p>
              <p className="flex gap-2.5">
                <Mail className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <a
                  href={`mailto:${t("footer.email")}`}
                  className="break-all transition-colors hover:text-brand"
                >
                  {t("footer.email")}
                </a>
              </p>
              <p className="flex gap-2.5">
                <Clock className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <span>{t("footer.hours")}</span>
              </p>
            </address>
          </div>
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 xl:flex-row xl:items-center xl:justify-between xl:px-8">
          <div className="flex flex-col gap-x-6 gap-y-2 sm:flex-row sm:flex-wrap sm:items-center">
            <p className="text-sm text-ink-muted">
              {t("footer.copyright", { year: new Date().getFullYear() })}
            </p>
            <SystemStatus />
          </div>
          <nav aria-label={t("footer.legalLabel")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.id}>
                  <Link to={to(link.href)} className={linkClass}>
                    {t(link.name)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={to("/raccourcis-clavier")} className={linkClass}>
                  {t("footer.shortcuts")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
