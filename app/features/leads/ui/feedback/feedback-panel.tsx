import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { useOnline } from "#app/features/pwa/ui/use-online.ts";
import { toast } from "#app/ui/toast.ts";
import { useDialog } from "#app/ui/primitives/dialog.ts";
import { CONTROL_FIELDS } from "#app/lib/forms/field-basics.ts";
import type { ClientFormResult } from "#app/lib/forms/result.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { FEEDBACK_ACTION } from "./constants.ts";
import { FeedbackDialog } from "./feedback-dialog.tsx";
import type { FeedbackPanelProps } from "./feedback-widget.tsx";
import { feedbackNamespace } from "./locales.ts";

/**
 * The feedback widget's interactive panel, loaded the first time the widget is opened
 * (`feedback-widget.tsx` renders the toggle and the plain form before that). The message is sent
 * in place; the send button stays disabled while the message is empty or while sending; an
 * emptied message says "Veuillez entrer un message" (spec §4, §8).
 */
export default function FeedbackPanel({ ids, open, setOpen, toggle, onSubmitting }: FeedbackPanelProps) {
  const { t } = useNamespace(feedbackNamespace);
  const online = useOnline();
  const fetcher = useFetcher<ClientFormResult>({ key: "feedback" });
  const tokenFetcher = useFetcher<{ token?: string }>();
  // Whatever was typed in the plain form while this code was on its way is kept.
  const [message, setMessage] = useState(
    () => (document.getElementById(`${ids}-message`) as HTMLTextAreaElement | null)?.value ?? "",
  );
  const [touched, setTouched] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [handled, setHandled] = useState<unknown>(undefined);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const submitting = fetcher.state !== "idle";
  const empty = message.trim() === "";

  // A token for the minimum fill time and idempotency, asked for the first time the panel opens.
  useEffect(() => {
    if (open && tokenFetcher.state === "idle" && !tokenFetcher.data) {
      void tokenFetcher.load(`/api/form-token?form=feedback`);
    }
  }, [open, tokenFetcher]);

  // A non-modal dialog: on opening, focus goes to the message; Escape closes it and focus goes
  // back to the widget's toggle.
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialog(dialogRef, {
    open,
    onClose: () => setOpen(false),
    initialFocus: () => areaRef.current,
    returnFocus: toggle,
  });

  useEffect(() => onSubmitting(submitting), [submitting, onSubmitting]);

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

  return (
    <FeedbackDialog
      dialogRef={dialogRef}
      ids={ids}
      showEmpty={touched && empty}
      onClose={() => setOpen(false)}
      onSubmit={onSubmit}
      textarea={{
        ref: areaRef,
        value: message,
        onChange: (e) => {
          setMessage(e.target.value);
          setTouched(true);
        },
      }}
      waiting={waiting}
      submitting={submitting}
      disabled={empty || submitting || (waiting && !online)}
    />
  );
}
