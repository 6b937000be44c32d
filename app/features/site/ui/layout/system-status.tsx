import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";

type Status = "checking" | "operational" | "degraded";

/** A health check that has not answered within this time counts as a disruption. */
const HEALTH_TIMEOUT_MS = 8_000;

const DOT: Record<Status, string> = {
  checking: "bg-ink-muted/60 animate-pulse",
  operational: "bg-success",
  degraded: "bg-accent",
};

/**
 * "Systems operational" indicator (spec §2 footer), fed by `/healthz` once the page is interactive:
 * 200 → operational; an error answer, a network failure or no answer in 8 s → degraded.
 */
export function SystemStatus() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("checking");

  useEffect(() => {
    let unmounted = false;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
    fetch("/healthz", {
      cache: "no-store",
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((res) => !unmounted && setStatus(res.ok ? "operational" : "degraded"))
      // A failure or the timeout's abort is a verdict; leaving the page is not.
      .catch(() => !unmounted && setStatus("degraded"))
      .finally(() => window.clearTimeout(timer));
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  return (
    <p role="status" data-status={status} className="inline-flex items-center gap-2 text-sm text-ink-muted">
      <span className="relative flex size-2.5" aria-hidden="true">
        {/* Three pings, not an endless animation that keeps a phone's processor busy on every page. */}
        {status === "operational" && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-40 [animation-iteration-count:3] motion-reduce:hidden" />
        )}
        <span className={`relative inline-flex size-2.5 rounded-full ${DOT[status]}`} />
      </span>
      {t(`footer.status.${status}`)}
    </p>
  );
}
