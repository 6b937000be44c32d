import { useEffect, useId, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { OPEN_CONSENT_EVENT, type ConsentState } from "#app/features/tracking/consent/consent.ts";
import { consentNamespace } from "#app/features/tracking/consent/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

/**
 * The consent banner and the third-party script it governs (app/features/tracking/consent/consent.ts). Shown while
 * no choice is stored, and again from the footer's "Gérer les cookies"; "Accepter" and "Refuser"
 * are the same kind of button, side by side. The script loads only once consent is given.
 */
export default function ConsentBanner({ consent }: { consent: ConsentState }) {
  const { t } = useNamespace(consentNamespace);
  const to = useLocalizedPath();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const [reopenedOn, setReopenedOn] = useState<string | null>(null);
  // While the answer is on its way, the banner is gone already.
  const answering = fetcher.state !== "idle";
  const visible = !answering && (consent.choice === null || reopenedOn === pathname);

  useEffect(() => {
    const reopen = () => setReopenedOn(window.location.pathname);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (consent.choice !== "granted") return;
    if (document.querySelector(`script[data-consent-script]`)) return;
    const script = document.createElement("script");
    script.src = consent.scriptUrl;
    script.async = true;
    script.dataset.consentScript = "";
    document.head.append(script);
  }, [consent.choice, consent.scriptUrl]);

  if (!visible) return null;
  const button =
    "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-brand px-4 font-semibold text-brand hover:bg-brand-soft sm:flex-none";
  return (
    <section
      aria-labelledby={titleId}
      data-consent-banner
      className="fixed inset-x-2 bottom-2 z-[55] mx-auto max-w-2xl rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-xl sm:bottom-4 print:hidden"
    >
      <h2 id={titleId} className="font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("text")}</p>
      {consent.choice ? <p className="mt-1 text-sm text-ink">{t(`current.${consent.choice}`)}</p> : null}
      <fetcher.Form
        method="post"
        action="/api/consent"
        // The answer closes a banner opened again from the footer (read before it unmounts).
        onSubmit={() => setReopenedOn(null)}
        className="mt-3 flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <button type="submit" name="choice" value="denied" className={button}>
          {t("refuse")}
        </button>
        <button type="submit" name="choice" value="granted" className={button}>
          {t("accept")}
        </button>
        <Link
          to={`${to("/legal")}#cookies`}
          className="text-sm font-semibold text-brand underline sm:ml-auto"
        >
          {t("policy")}
        </Link>
      </fetcher.Form>
    </section>
  );
}
