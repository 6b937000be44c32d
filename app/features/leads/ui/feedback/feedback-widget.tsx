import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { hydrateLater, lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { FEEDBACK_FLAG } from "./constants.ts";
import { feedbackNamespace } from "./locales.ts";
import type { StaticDialogProps } from "./feedback-dialog.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const MessageSquareText = spriteIcon("message-square-text");

export type FeedbackFlag = "sent" | "empty" | "error" | "refused" | undefined;

export function flagOf(search: string): FeedbackFlag {
  const v = new URLSearchParams(search).get(FEEDBACK_FLAG);
  return v === "sent" || v === "empty" || v === "error" || v === "refused" ? v : undefined;
}

/** What the interactive panel (loaded on first use) needs from the widget around it. */
export interface FeedbackPanelProps {
  readonly ids: string;
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The widget's toggle, where focus goes back when the panel closes. */
  readonly toggle: () => HTMLElement | null;
  /** Told when a message starts or stops being sent (the widget's `data-state`). */
  readonly onSubmitting: (submitting: boolean) => void;
}

// The interactive panel (sending in place, token, toasts, offline wait, Escape) is only needed once
// the widget is opened: it is loaded then, fetched ahead when the toggle is hovered or focused.
const importPanel = () => import("./feedback-panel.tsx");
const preloadPanel = () => void importPanel().catch(() => {});

// The plain form inside the closed toggle: the server renders it with the page (it works without
// JavaScript), and the browser loads its code after the first load (`hydrateLater`).
const StaticDialog = hydrateLater<StaticDialogProps>(() =>
  import("./feedback-dialog.tsx").then((m) => m.StaticDialog),
);

const FeedbackPanel = lazyWithRetry<FeedbackPanelProps>(importPanel, {
  // While the panel's code arrives, the plain form stays (the same markup).
  fallback: <FallbackDialog />,
});

function FallbackDialog() {
  return <StaticDialog ids={useId().replace(/:/g, "")} flag={undefined} />;
}

/**
 * The feedback widget of spec §2–§5 on every page, bottom-left (the chatbot is bottom-right).
 * States: closed, open, submitting (spec §4). The first load carries only the `<details>` toggle;
 * the plain form inside it is rendered by the server (`feedback-dialog.tsx`, its code loaded after
 * the first load): without JavaScript the panel opens natively and
 * posts to the endpoint, which comes back to the page with a flag that the panel reads. Once the
 * page runs its code, the first opening loads the interactive panel (`feedback-panel.tsx`) in its
 * place: the send button stays disabled while the message is empty or while sending, an emptied
 * message says "Veuillez entrer un message", and the message is sent without leaving the page.
 */
export function FeedbackWidget() {
  const { t } = useNamespace(feedbackNamespace);
  const location = useLocation();
  const hydrated = useHydrated();
  const flag = flagOf(location.search);
  const [open, setOpen] = useState(flag !== undefined);
  const [used, setUsed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const ids = useId().replace(/:/g, "");
  const interactive = hydrated && (used || open);

  // Once opened in the browser, the interactive panel stays (with what was typed).
  if (hydrated && open && !used) setUsed(true);
  const toggle = useCallback(() => detailsRef.current?.querySelector("summary") ?? null, []);

  return (
    <details
      ref={detailsRef}
      id="feedback"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-state={submitting ? "submitting" : open ? "open" : "closed"}
      className="group fixed bottom-4 left-4 z-40 print:hidden"
    >
      <summary
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-2.5 text-sm font-semibold text-ink shadow-lg hover:bg-surface-sunken [&::-webkit-details-marker]:hidden"
      >
        <MessageSquareText aria-hidden="true" className="size-5 text-brand" />
        <span>{t("open")}</span>
      </summary>
      {interactive ? (
        <FeedbackPanel ids={ids} open={open} setOpen={setOpen} toggle={toggle} onSubmitting={setSubmitting} />
      ) : (
        <StaticDialog ids={ids} flag={hydrated ? undefined : flag} />
      )}
    </details>
  );
}
