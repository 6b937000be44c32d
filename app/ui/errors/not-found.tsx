import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

export function NotFound() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="text-7xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {t("errors.notFoundTitle")}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t("errors.notFoundText")}</p>
      <nav className="mt-8 flex flex-wrap justify-center gap-3" aria-label={t("errors.notFoundTitle")}>
        <Link to={to("/")} className="btn btn-primary">
          {t("errors.backHome")}
        </Link>
        <Link to={to("/tarification")} className="btn btn-secondary">
          {t("errors.seePricing")}
        </Link>
        <Link to={to("/contact")} className="btn btn-secondary">
          {t("errors.seeContact")}
        </Link>
      </nav>
    </section>
  );
}
