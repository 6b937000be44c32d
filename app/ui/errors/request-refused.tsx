import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import type { RefusedStatus } from "./refused-status.ts";

const TEXT_KEY = {
  400: "errors.request.unreadable",
  405: "errors.request.methodNotAllowed",
  413: "errors.request.tooLarge",
  415: "errors.request.unsupportedType",
} as const satisfies Record<RefusedStatus, string>;

/** The error page of a refused request: what went wrong, and the way back to the form. */
export function RequestRefused({ status }: { readonly status: RefusedStatus }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold text-ink">{t("errors.request.title")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t(TEXT_KEY[status])}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.history.back()}>
          {t("errors.back")}
        </button>
      </div>
    </section>
  );
}
