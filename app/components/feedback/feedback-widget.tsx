import { MessageSquareText, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useHydrated, useOnline } from "#app/components/network/use-online.ts";
import { toast } from "#app/components/ui/toast.ts";
import { CONTROL_FIELDS } from "#app/forms/fields.ts";
import type { ClientFormResult } from "#app/forms/result.ts";
import { useNamespace } from "#app/i18n/namespace.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { FEEDBACK_ACTION, FEEDBACK_FLAG, FEEDBACK_MAX } from "./constants.ts";
import { feedbackNamespace } from "./locales.ts";

type Flag = "sent" | "empty" | "error" | "refused" | undefined;

function flagOf(search: string): Flag {
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

/**
 * The feedback widget of spec §2–§5 on every page, bottom-left (the chatbot is bottom-right).
 * States: closed, open, submitting (spec §4). The send button stays disabled while the message is
 * empty or while sending; an emptied message says "Veuillez entrer un message". Without
 * JavaScript the same panel opens natively (`<details>`) and posts to the endpoint, which comes
 * back to the page with a flag that the panel reads.
 */
export function FeedbackWidget() {
  const { t } = useNamespace(feedbackNamespace);
  const lang = useLanguage();
  const location = useLocation();
  const hydrated = useHydrated();
  const online = useOnline();
  const fetcher = useFetcher<ClientFormResult>({ key: "feedback" });
  const tokenFetcher = useFetcher<{ token?: string }>();
  const flag = flagOf(location.search);
  const [open, setOpen] = useState(flag !== undefined);
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [handled, setHandled] = useState<unknown>(undefined);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId().replace(/:/g, "");
  const submitting = fetcher.state !== "idle";
  const empty = message.trim() === "";
  const state: "closed" | "open" | "submitting" = submitting ? "submitting" : open ? "open" : "closed";

  // A token for the minimum fill time and idempotency, asked for the first time the panel opens.
  useEffect(() => {
    if (open && tokenFetcher.state === "idle" && !tokenFetcher.data) {
      void tokenFetcher.load(`/api/form-token?form=feedback`);
    }
  }, [open, tokenFetcher]);

  useEffect(() => {
    if (open && hydrated) areaRef.current?.focus();
  }, [open, hydrated]);

  // A new answer: the widget's state follows it during render…
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.status === "success") {
      setMessage("");
      setTouched(false);
      setWaiting(false);
      setOpen(false);
    } else if (answer.status === "network") {
      setWaiting(true);
    }
  }

  // …and the toast and the next token follow once.
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (!handled || announced.current === handled) return;
    announced.current = handled;
    const result = handled as ClientFormResult;
    if (result.status === "success") {
      toast.success(t("successTitle"), t("successText"));
      void tokenFetcher.load(`/api/form-token?form=feedback`);
    } else if (result.status !== "network") {
      toast.error(t("failureTitle"), t("failureText"));
    }
  }, [handled, t, tokenFetcher]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      detailsRef.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    data.set("message", message);
    data.set(CONTROL_FIELDS.enhanced, "1");
    const token = tokenFetcher.data?.token;
    if (token) data.set(CONTROL_FIELDS.token, token);
    void fetcher.submit(data, { method: "post", action: FEEDBACK_ACTION });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (empty || submitting) return;
    if (!navigator.onLine) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    send(event.currentTarget);
  };

  const showEmpty = (touched && empty) || (!hydrated && flag === "empty");
  const errorId = `${ids}-error`;
  const page = returnPath(location.pathname, location.search);

  return (
    <details
      ref={detailsRef}
      id="feedback"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-state={state}
      className="group fixed bottom-4 left-4 z-40 print:hidden"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-2.5 text-sm font-semibold text-ink shadow-lg hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
        <MessageSquareText aria-hidden="true" className="size-5 text-brand" />
        <span>{t("open")}</span>
      </summary>
      <div
        role="dialog"
        aria-labelledby={`${ids}-title`}
        className="absolute bottom-14 left-0 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-xl"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id={`${ids}-title`} className="text-base font-semibold">
            {t("title")}
          </h2>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="-mt-1 -mr-1 rounded-md p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
              aria-label={t("close")}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        {!hydrated && flag === "sent" ? (
          <p role="status" className="mt-2 text-sm">
            <strong className="block text-success">{t("successTitle")}</strong>
            {t("successText")}
          </p>
        ) : null}
        {!hydrated && (flag === "error" || flag === "refused") ? (
          <p role="alert" className="mt-2 text-sm">
            <strong className="block text-danger">{t("failureTitle")}</strong>
            {t("failureText")}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-ink-muted">{t("intro")}</p>
        <form
          method="post"
          action={FEEDBACK_ACTION}
          onSubmit={onSubmit}
          noValidate={hydrated}
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
            ref={areaRef}
            id={`${ids}-message`}
            name="message"
            rows={4}
            required
            maxLength={FEEDBACK_MAX}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setTouched(true);
            }}
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
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={hydrated && (empty || submitting || (waiting && !online))}
          >
            {submitting ? t("sending") : t("send")}
          </button>
        </form>
      </div>
    </details>
  );
}
