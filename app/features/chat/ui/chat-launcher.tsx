import { useCallback, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { chatLauncherNamespace } from "#app/features/chat/launcher-locales.ts";
import { LazyNotice } from "#app/ui/lazy/lazy-boundary.tsx";
import { LAZY_MAX_RETRIES, LAZY_TIMEOUT_MS, loadWithRetry } from "#app/ui/lazy/lazy-retry.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { unlocalizedPath } from "#app/lib/routing/localized-path.ts";
import type { ChatPanelProps } from "./chat-panel.tsx";

/**
 * The floating button of the sales assistant (spec §2), bottom right. It is all of the chat that
 * the first page load carries: the panel, the engine and their texts are downloaded the first time
 * the button is used (or hovered / focused, to save a moment), with the spec's retry policy
 * (§4 "Lazy-load boundary": 3 retries after 1, 2, 3 s; a notice after 10 s).
 */

type Panel = ComponentType<ChatPanelProps>;

let panelLoad: Promise<Panel> | undefined;
let onRetry: ((retry: number) => void) | undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function loadPanel(): Promise<Panel> {
  panelLoad ??= loadWithRetry(() => import("./chat-panel.tsx"), {
    sleep,
    onRetry: (retry) => onRetry?.(retry),
  }).then(
    (module) => module.default,
    (error: unknown) => {
      panelLoad = undefined;
      throw error;
    },
  );
  return panelLoad;
}

type LoadState = { kind: "idle" | "loading" | "timeout" | "failed" } | { kind: "retrying"; retry: number };

/**
 * The lazy-load notice (spec §8 texts, `common.lazy`) above the button: the shared one of the
 * lazy-load boundary, which every page's first load already carries (the mobile menu uses it).
 * No separate download for it: it has to show precisely when downloads fail.
 */
function LoadNotice({ load }: { load: LoadState }) {
  return (
    <div className="fixed right-4 bottom-22 z-50 w-72 shadow-xl print:hidden">
      {load.kind === "retrying" ? (
        <LazyNotice kind="retrying" retry={load.retry} max={LAZY_MAX_RETRIES} />
      ) : (
        <LazyNotice kind={load.kind === "timeout" ? "timeout" : "failed"} />
      )}
    </div>
  );
}

export function ChatLauncher() {
  const { t } = useNamespace(chatLauncherNamespace);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<LoadState>({ kind: "idle" });
  const buttonRef = useRef<HTMLButtonElement>(null);

  const start = () => {
    setOpen(true);
    if (Panel) return;
    setLoad({ kind: "loading" });
    onRetry = (retry) => setLoad({ kind: "retrying", retry });
    const timeout = window.setTimeout(
      () => setLoad((s) => (s.kind === "idle" ? s : { kind: "timeout" })),
      LAZY_TIMEOUT_MS,
    );
    loadPanel().then(
      (component) => {
        window.clearTimeout(timeout);
        setPanel(() => component);
        setLoad({ kind: "idle" });
      },
      () => {
        window.clearTimeout(timeout);
        setOpen(false);
        setLoad({ kind: "failed" });
      },
    );
  };

  const close = useCallback(() => setOpen(false), []);

  // The admin CRM is the sales team's own tool: no sales assistant there.
  const staffArea = /^\/admin(?:\/|$)/.test(unlocalizedPath(useLocation().pathname));
  if (staffArea && !open) return null;

  const panelShown = open && Panel !== null;
  const busy = load.kind === "loading" || load.kind === "retrying";

  return (
    <>
      {load.kind !== "idle" && load.kind !== "loading" && <LoadNotice load={load} />}
      <button
        ref={buttonRef}
        type="button"
        hidden={panelShown}
        aria-label={busy ? t("loading") : t("open")}
        aria-busy={busy}
        aria-haspopup="dialog"
        onClick={start}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        data-chat-launcher=""
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 grid size-14 place-items-center rounded-full bg-brand-solid text-on-brand shadow-lg shadow-black/25 transition-transform hover:scale-105 hover:bg-brand-solid-hover motion-reduce:transition-none motion-reduce:hover:scale-100 print:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className={busy ? "size-6 motion-safe:animate-pulse" : "size-6"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
          <path d="M8 12h.01M12 12h.01M16 12h.01" />
        </svg>
      </button>
      {Panel && <Panel open={open} onClose={close} opener={buttonRef} />}
    </>
  );
}
