import { useTranslation } from "#app/lib/i18n/use-translation.ts";

/** The application error page (spec §8): "Une erreur est survenue" with reload and back buttons. */
export function AppError() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold text-ink">{t("errors.appErrorTitle")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t("errors.appErrorText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => window.history.back()}>
          {t("errors.back")}
        </button>
      </div>
    </section>
  );
}
