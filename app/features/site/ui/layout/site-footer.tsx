import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import { FOOTER_COLUMNS, LEGAL_LINKS } from "#content/navigation.ts";
import { formatSiret } from "#app/lib/siret.ts";
import { OPEN_CONSENT_EVENT } from "#app/features/tracking/consent/consent.ts";
import { useConsentState } from "#app/features/tracking/consent/use-consent.ts";
import { useLanguage, useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { useBusinessAddress, useBusinessDetails } from "#app/features/crm/settings/use-business-details.ts";
import { Logo } from "./logo.tsx";
import { SystemStatus } from "./system-status.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const Clock = spriteIcon("clock");
const Mail = spriteIcon("mail");
const MapPin = spriteIcon("map-pin");
const Phone = spriteIcon("phone");

const BadgeGdpr = spriteIcon("badge-gdpr");
const BadgeIso = spriteIcon("badge-iso");

/** The company's public pages (spec §2: social links in the footer). */
const SOCIAL_LINKS = [
  {
    id: "linkedin",
    label: "footer.socialLinks.linkedin",
    href: "https://www.linkedin.com/company/ga-education",
    Mark: spriteIcon("brand-linkedin"),
  },
  {
    id: "youtube",
    label: "footer.socialLinks.youtube",
    href: "https://www.youtube.com/@ga-education",
    Mark: spriteIcon("brand-youtube"),
  },
  { id: "x", label: "footer.socialLinks.x", href: "https://x.com/ga_education", Mark: spriteIcon("brand-x") },
] as const;

/** GDPR and ISO 27001 badges (spec §1 claims, §2 footer), drawn in the icon sprite. */
function ComplianceBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      <li className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface py-1.5 pl-1.5 pr-2.5">
        <BadgeGdpr className="size-7" />
        <span className="text-xs font-semibold leading-tight text-ink">{t("footer.badges.gdpr")}</span>
      </li>
      <li className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface py-1.5 pl-1.5 pr-2.5">
        <BadgeIso className="size-7" />
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
            <s.Mark className="size-[1.05rem]" />
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
 * columns built from the menu, contact block with business hours, copyright with the company's
 * registration, a live service status and the legal links. Address, phone, e-mail and registration
 * are the business details of the admin CRM's configuration page.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const lang = useLanguage();
  const business = useBusinessDetails();
  const address = useBusinessAddress(lang);
  const consentAsked = useConsentState() !== null;
  const phoneHref = `tel:${business.phone.replace(/[^\d+]/g, "")}`;
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
                <span>{address}</span>
              </p>
              <p className="flex gap-2.5">
                <Phone className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <a href={phoneHref} className="transition-colors hover:text-brand">
                  {business.phone}
                </a>
              </p>
              <p className="flex gap-2.5">
                <Mail className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <a href={`mailto:${business.email}`} className="break-all transition-colors hover:text-brand">
                  {business.email}
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
            <p className="text-sm text-ink-muted">
              {t("footer.registration", {
                name: business.legalName,
                siret: formatSiret(business.siret),
                vat: business.vatNumber,
              })}
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
              {consentAsked ? (
                <li>
                  <button
                    type="button"
                    className={linkClass}
                    onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
                  >
                    {t("footer.manageCookies")}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
