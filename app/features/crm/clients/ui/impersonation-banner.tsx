import { formatTime } from "#app/features/client-space/format.ts";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

/** What the root loader passes while a staff member is signed in as a customer (decision 014). */
export interface ImpersonationBannerData {
  readonly name: string;
  readonly email: string;
  readonly staff: string;
  readonly reason: string;
  /** ISO time. */
  readonly expiresAt: string;
}

/**
 * The strip above every page while a staff member is signed in as a customer: as whom, for whom,
 * why and until when, and "Terminer". Loaded only then (not part of any first load); the end is a
 * plain form post, so it works before and without JavaScript.
 */
export default function ImpersonationBanner({
  impersonation: i,
  lang,
}: {
  impersonation: ImpersonationBannerData;
  lang: Language;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  return (
    <section
      aria-label={t("impersonation.label")}
      data-impersonation-banner
      className="bg-brand-solid text-on-brand print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="min-w-0 flex-1 basis-64 text-sm font-medium break-words">
          {t("impersonation.banner", {
            name: i.name,
            email: i.email,
            staff: i.staff,
            reason: i.reason,
            time: formatTime(i.expiresAt, lang),
          })}
        </p>
        <form method="post" action="/api/impersonation/end">
          <input type="hidden" name="lang" value={lang} />
          <button type="submit" className="btn btn-secondary text-sm">
            {t("impersonation.end")}
          </button>
        </form>
      </div>
    </section>
  );
}
