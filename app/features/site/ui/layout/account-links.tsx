import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { useSessionUser } from "./use-root-preferences.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CalendarCheck = spriteIcon("calendar-check");
const LogIn = spriteIcon("log-in");
const ShieldUser = spriteIcon("shield-user");
const UserRound = spriteIcon("user-round");

/**
 * Demo link, sign-in link ("Connexion" → /auth) or, for a signed-in visitor, "Mon espace"
 * (→ /dashboard), plus "Admin CRM" (→ /admin) for a staff member of any role (spec §2, §6).
 */
export function AccountLinks({ layout }: { layout: "bar" | "panel" }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const user = useSessionUser();

  if (layout === "panel") {
    return (
      <div className="grid grid-cols-2 gap-3">
        <Link to={to("/demo")} className="btn btn-primary">
          <CalendarCheck className="size-4" />
          {t("header.demo")}
        </Link>
        {user ? (
          <Link to={to("/dashboard")} className="btn btn-secondary">
            <UserRound className="size-4" />
            {t("header.mySpace")}
          </Link>
        ) : (
          <Link to={to("/auth")} className="btn btn-secondary">
            <LogIn className="size-4" />
            {t("header.signIn")}
          </Link>
        )}
        {user?.staff && (
          <Link to={to("/admin")} className="btn btn-secondary col-span-2">
            <ShieldUser className="size-4" />
            {t("header.adminCrm")}
          </Link>
        )}
      </div>
    );
  }

  // Labels give way to icons (with tooltips) where the full menu leaves no room: below xl, and
  // always when the administrator's extra button is there (the bar keeps the page's width).
  const label = user?.staff ? "sr-only" : "max-xl:sr-only";
  return (
    <div className="flex items-center gap-1.5">
      {user ? (
        <Link
          to={to("/dashboard")}
          title={t("header.mySpace")}
          className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-ink transition-colors hover:bg-surface-sunken"
        >
          <UserRound className="size-4" />
          <span className={label}>{t("header.mySpace")}</span>
        </Link>
      ) : (
        <Link
          to={to("/auth")}
          title={t("header.signIn")}
          className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-ink transition-colors hover:bg-surface-sunken"
        >
          <LogIn className="size-4" />
          <span className={label}>{t("header.signIn")}</span>
        </Link>
      )}
      {user?.staff && (
        <Link
          to={to("/admin")}
          title={t("header.adminCrm")}
          className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg border border-line px-2.5 text-sm font-semibold text-ink transition-colors hover:bg-surface-sunken"
        >
          <ShieldUser className="size-4" />
          <span className={label}>{t("header.adminCrm")}</span>
        </Link>
      )}
      <Link
        to={to("/demo")}
        className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg bg-brand-solid px-3.5 text-sm font-semibold text-on-brand shadow-sm shadow-brand-solid/30 transition-colors hover:bg-brand-solid-hover"
      >
        {t("header.demo")}
      </Link>
    </div>
  );
}
