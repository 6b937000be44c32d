import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type Ref,
} from "react";
import { useLocation } from "react-router";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CONTROL_FIELDS } from "#app/lib/forms/field-basics.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { FEEDBACK_ACTION, FEEDBACK_FLAG, FEEDBACK_MAX } from "./constants.ts";
import { feedbackNamespace } from "./locales.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const MessageSquareText = spriteIcon("message-square-text");
const X = spriteIcon("x");

export type FeedbackFlag = "sent" | "empty" | "error" | "refused" | undefined;

export function flagOf(search: string): FeedbackFlag {
  const v = new URLSearchParams(search).get(FEEDBACK_FLAG);
  return v === "sent" || v === "empty" || v === "error" || v === "refused" ? v : undefined;
}

/** The page's address without the feedback flag: where the visitor returns after a plain post. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FEEDBACK_FLAG);
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
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

/**
 * The feedback widget of spec §2–§5 on every page, bottom-left (the chatbot is bottom-right).
 * States: closed, open, submitting (spec §4). The first load carries only the `<details>` toggle
 * and the plain form, which the server renders: without JavaScript the panel opens natively and
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

/** The form as the server renders it: a plain post, with the outcome of the previous one. */
function StaticDialog({ ids, flag }: { ids: string; flag: FeedbackFlag }) {
  const { t } = useNamespace(feedbackNamespace);
  return (
    <FeedbackDialog
      ids={ids}
      showEmpty={flag === "empty"}
      notice={
        flag === "sent" ? (
          <p role="status" className="mt-2 text-sm">
            <strong className="block text-success">{t("successTitle")}</strong>
            {t("successText")}
          </p>
        ) : flag === "error" || flag === "refused" ? (
          <p role="alert" className="mt-2 text-sm">
            <strong className="block text-danger">{t("failureTitle")}</strong>
            {t("failureText")}
          </p>
        ) : null
      }
    />
  );
}

const FeedbackPanel = lazyWithRetry<FeedbackPanelProps>(importPanel, {
  // While the panel's code arrives, the plain form stays (the same markup).
  fallback: <FallbackDialog />,
});

function FallbackDialog() {
  return <FeedbackDialog ids={useId().replace(/:/g, "")} showEmpty={false} />;
}

export interface FeedbackDialogProps {
  readonly dialogRef?: Ref<HTMLDivElement>;
  readonly ids: string;
  readonly showEmpty: boolean;
  /** The outcome of the last post, above the intro. */
  readonly notice?: ReactNode;
  /** The interactive panel's parts; without them, a plain form that posts to the endpoint. */
  readonly onClose?: () => void;
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly textarea?: {
    readonly ref: Ref<HTMLTextAreaElement>;
    readonly value: string;
    readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  };
  readonly waiting?: boolean;
  readonly submitting?: boolean;
  readonly disabled?: boolean;
}

/** The panel's markup, shared by the plain form and the interactive panel. */
export function FeedbackDialog({
  dialogRef,
  ids,
  showEmpty,
  notice,
  onClose,
  onSubmit,
  textarea,
  waiting = false,
  submitting = false,
  disabled = false,
}: FeedbackDialogProps) {
  const { t } = useNamespace(feedbackNamespace);
  const lang = useLanguage();
  const location = useLocation();
  const errorId = `${ids}-error`;
  const page = returnPath(location.pathname, location.search);
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={`${ids}-title`}
      className="absolute bottom-14 left-0 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-base font-semibold">
          {t("title")}
        </h2>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-1 rounded-md p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
            aria-label={t("close")}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {notice}
      <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
      <form
        method="post"
        action={FEEDBACK_ACTION}
        onSubmit={onSubmit}
        noValidate={onSubmit !== undefined}
        className="mt-3 space-y-3"
      >
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="lang" value={lang} />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <input
            type="text"
            name={CONTROL_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <label htmlFor={`${ids}-message`} className="block text-sm font-semibold">
          {t("label")}
        </label>
        <textarea
          ref={textarea?.ref}
          id={`${ids}-message`}
          name="message"
          rows={4}
          required
          maxLength={FEEDBACK_MAX}
          value={textarea?.value}
          onChange={textarea?.onChange}
          aria-invalid={showEmpty ? true : undefined}
          aria-describedby={showEmpty ? errorId : undefined}
          className="block w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger"
        />
        {showEmpty ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {t("emptyError")}
          </p>
        ) : null}
        {waiting ? (
          <p role="status" className="text-sm text-ink">
            {t("offline")}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary w-full" disabled={disabled}>
          {submitting ? t("sending") : t("send")}
        </button>
      </form>
    </div>
  );
}
