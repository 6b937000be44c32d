import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { loadToastLibrary, toast } from "#app/ui/toast.ts";
import { captureAttribution } from "#app/features/leads/attribution.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CloudOff = spriteIcon("cloud-off");

const TOAST_ID = "network";
/** spec §9: toasts last 4000 ms (the offline one stays until the connection is back). */
const BACK_ONLINE_MS = 4_000;

/**
 * The network notices of spec §4 and §8: going offline shows the persistent "Connexion perdue" /
 * "Vérifiez votre connexion internet"; coming back replaces it with "Connexion rétablie" / "Vous êtes
 * de nouveau en ligne". When the toast library could not be downloaded before the connection
 * dropped, the same words show in a banner of this component instead, so the notice never fails.
 */
export function NetworkNotices() {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState(false);
  const offlineShown = useRef(false);

  useEffect(() => {
    // The visit's first page records where the visitor came from, for the forms (issue 5).
    captureAttribution();

    const showOffline = () => {
      offlineShown.current = true;
      loadToastLibrary().then(
        () =>
          toast.error(t("network.offlineTitle"), t("network.offlineText"), {
            id: TOAST_ID,
            duration: Infinity,
          }),
        () => setFallback(true),
      );
    };
    const showOnline = () => {
      setFallback(false);
      if (!offlineShown.current) return;
      offlineShown.current = false;
      toast.success(t("network.onlineTitle"), t("network.onlineText"), {
        id: TOAST_ID,
        duration: BACK_ONLINE_MS,
      });
    };
    if (!navigator.onLine) showOffline();
    window.addEventListener("offline", showOffline);
    window.addEventListener("online", showOnline);
    return () => {
      window.removeEventListener("offline", showOffline);
      window.removeEventListener("online", showOnline);
    };
  }, [t]);

  if (!fallback) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-sm items-start gap-3 rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-lg sm:right-8 sm:left-auto sm:mx-0"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{t("network.offlineTitle")}</p>
        <p className="text-sm text-ink-muted">{t("network.offlineText")}</p>
      </div>
    </div>
  );
}
