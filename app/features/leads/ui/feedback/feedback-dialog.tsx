import type { ChangeEvent, FormEvent, ReactNode, Ref } from "react";
import { useLocation } from "react-router";
import { CONTROL_FIELDS } from "#app/lib/forms/field-basics.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { FEEDBACK_ACTION, FEEDBACK_FLAG, FEEDBACK_MAX } from "./constants.ts";
import { feedbackNamespace } from "./locales.ts";
import type { FeedbackFlag } from "./feedback-widget.tsx";

const X = spriteIcon("x");

/** The page's address without the feedback flag: where the visitor returns after a plain post. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FEEDBACK_FLAG);
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

export interface StaticDialogProps {
  readonly ids: string;
  readonly flag: FeedbackFlag;
}

/** The form as the server renders it: a plain post, with the outcome of the previous one. */
export function StaticDialog({ ids, flag }: StaticDialogProps) {
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
