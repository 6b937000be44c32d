import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";

const LINKS = [
  ["overview", "/dashboard"],
  ["subscription", "/dashboard/subscription"],
  ["quotes", "/dashboard/quotes"],
  ["orders", "/dashboard/orders"],
  ["billing", "/dashboard/billing"],
  ["paymentMethods", "/dashboard/payment-methods"],
  ["support", "/dashboard/support"],
  ["profile", "/dashboard/profile"],
] as const;

/**
 * The client space's own menu, under the account bar; scrolls sideways on a phone, where the
 * current page's tab is brought into view (never half cut off at the edge).
 */
export function DashboardNav() {
  const { t } = useNamespace(clientSpaceNamespace);
  const lang = useLanguage();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !current) return;
    // Offsets are relative to the list (positioned): scroll it alone, never the page.
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start >= ul.scrollLeft && end <= ul.scrollLeft + ul.clientWidth) return;
    ul.scrollLeft = start - (ul.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t("nav.label")} className="border-b border-line bg-surface">
      <ul ref={list} className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {LINKS.map(([key, path]) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={localizedPath(path, lang)}
              end
              prefetch="intent"
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-3 text-sm font-semibold ${
                  isActive ? "border-brand text-brand" : "border-transparent text-ink-muted hover:text-ink"
                }`
              }
            >
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
