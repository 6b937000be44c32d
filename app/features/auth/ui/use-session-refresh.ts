import { useEffect, useRef } from "react";
import { REFRESH_TICK_MS, shouldRefreshSession } from "#app/features/auth/session-refresh.ts";

/**
 * Keeps the session of an open client-space or admin page alive (spec §4): every tick, while the
 * page is visible, asks the server for the session when it is about to expire, which renews it
 * and its cookie. A hidden page makes no request; the check resumes when it is shown again.
 */
export function useSessionRefresh(expiresAt: string): void {
  const expiry = useRef(Date.parse(expiresAt));

  useEffect(() => {
    expiry.current = Date.parse(expiresAt);
  }, [expiresAt]);

  useEffect(() => {
    let busy = false;
    const check = async () => {
      if (busy || !shouldRefreshSession(expiry.current, Date.now(), document.visibilityState === "visible"))
        return;
      busy = true;
      try {
        const res = await fetch("/api/auth/get-session", {
          credentials: "same-origin",
          headers: { accept: "application/json" },
        });
        const body = res.ok ? ((await res.json()) as { session?: { expiresAt?: string } } | null) : null;
        if (body?.session?.expiresAt) expiry.current = Date.parse(body.session.expiresAt);
      } catch {
        // Offline or server restarting: the next tick tries again.
      } finally {
        busy = false;
      }
    };
    const timer = window.setInterval(check, REFRESH_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
}
