import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher, useFormAction } from "react-router";
import { track } from "#app/features/tracking/track.ts";
import { toast } from "#app/ui/toast.ts";
import { useOnline } from "#app/features/pwa/ui/use-online.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { FormKind } from "#app/features/leads/idempotency.ts";
import { storedAttribution, UTM_KEYS, type Attribution } from "#app/features/leads/attribution.ts";
import { CONTROL_FIELDS, formValues, isErrorKey } from "#app/lib/forms/fields.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import type { ClientFormResult, FormResult, FormSuccess, FormValues } from "#app/lib/forms/result.ts";
import type { ParseResult } from "#app/lib/forms/parse.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { FormStateProvider } from "#app/ui/form/form-context.tsx";
import { ErrorSummary } from "#app/ui/form/error-summary.tsx";
import { HoneypotField } from "#app/ui/form/honeypot-field.tsx";
import { useFormDraft } from "./use-draft.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CircleCheck = spriteIcon("circle-check");
const CloudOff = spriteIcon("cloud-off");
const Wifi = spriteIcon("wifi");

/** What the page's loader gives a form: its token and the attribution the server saw. */
export interface FormSetup {
  readonly token: string;
  readonly attribution: Attribution;
}

export interface LeadFormProps {
  readonly kind: FormKind;
  readonly setup: FormSetup;
  /** The schema's parse, run in the browser before sending (same rules as the server). */
  readonly parse: (values: FormValues) => ParseResult<unknown>;
  /** The route's action; defaults to the current route. */
  readonly action?: string;
  /** Preselected values (query parameters, account details). */
  readonly initialValues?: FormValues;
  /** The action's answer to a post made without JavaScript (`useActionData`). */
  readonly actionResult?: FormResult;
  /** Keeps typed text in session storage until the server acknowledges it. */
  readonly draftKey?: string;
  /** Fields never kept in the draft (bank details). */
  readonly draftExclude?: readonly string[];
  /** Fields the page's address chose (`?offer=`): a restored draft does not overwrite them. */
  readonly draftKeep?: readonly string[];
  readonly submitLabel: string | ((values: { pending: boolean }) => string);
  /** Title and text of the success message for a stored record. */
  readonly successMessage: (result: FormSuccess) => { title: string; text: string };
  readonly failureMessage: { title: string; text: string };
  readonly onSuccess?: (result: FormSuccess) => void;
  /** Lets a page react to an answer (e.g. the demo page's "slot taken"). */
  readonly onResult?: (result: ClientFormResult) => void;
  /** Called before sending; return false to stop (e.g. checkout sends an anonymous visitor to sign in). */
  readonly beforeSubmit?: (form: HTMLFormElement) => boolean;
  readonly children: ReactNode;
  readonly className?: string;
  readonly footer?: ReactNode;
  readonly showRequiredHint?: boolean;
  readonly showPrivacy?: boolean;
  readonly id?: string;
}

/**
 * A lead form that works without JavaScript (a plain post; the server redirects with a message or
 * renders the errors) and with it (no reload: the same action through a fetcher, the schema's
 * checks before sending, toasts, the offline safety net and the session-storage draft).
 */
export function LeadForm(props: LeadFormProps) {
  const { t } = useNamespace(formsNamespace);
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const online = useOnline();
  const routeAction = useFormAction();
  const action = props.action ?? routeAction;
  const fetcher = useFetcher<ClientFormResult>({ key: `form-${props.kind}` });
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId().replace(/:/g, "");
  const { kind, onResult, onSuccess, successMessage, failureMessage } = props;

  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();
  const [generation, setGeneration] = useState(0);
  const [token, setToken] = useState(props.setup.token);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const [success, setSuccess] = useState<FormSuccess | undefined>(
    props.actionResult?.status === "success" ? props.actionResult : undefined,
  );
  /** The last answer of the server this form has taken into account. */
  const [handled, setHandled] = useState<ClientFormResult | undefined>();

  // A new render of the page (after a success the loaders run again) brings a new token.
  const [seenSetupToken, setSeenSetupToken] = useState(props.setup.token);
  if (seenSetupToken !== props.setup.token) {
    setSeenSetupToken(props.setup.token);
    setToken(props.setup.token);
  }

  const draft = useFormDraft(formRef, props.draftKey ?? "", {
    exclude: props.draftExclude,
    keep: props.draftKeep,
  });
  const draftEnabled = Boolean(props.draftKey);

  const result: ClientFormResult | undefined = fetcher.data ?? props.actionResult;
  const submitting = fetcher.state !== "idle";

  const serverErrors = result?.status === "invalid" ? result.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  // After a post without JavaScript the server echoes what was typed; otherwise the preselection.
  const echoed = props.actionResult && "values" in props.actionResult ? props.actionResult.values : undefined;
  const values: FormValues = echoed ?? props.initialValues ?? {};

  /** A field's label for the error summary ("Prénom : Ce champ est obligatoire."). */
  const fieldLabel = (name: string): string | undefined => {
    const lookup = t as unknown as (key: string, options: { defaultValue: string }) => string;
    return (
      lookup(`fields.${name}`, { defaultValue: "" }) ||
      lookup(`checkout.${name}`, { defaultValue: "" }) ||
      undefined
    );
  };

  const translate = useCallback(
    (key: string) => (isErrorKey(key) ? t(`errors.${key}`) : t("errors.invalid")),
    [t],
  );

  // A new answer of the server: the form's own state follows it during render (no extra pass)…
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.status === "success") {
      setGeneration((g) => g + 1);
      setClientErrors(undefined);
      setWaitingForNetwork(false);
      setSuccess(answer);
    } else if (answer.status === "invalid") {
      setClientErrors(undefined);
    } else if (answer.status === "network") {
      setWaitingForNetwork(true);
    } else if (answer.status === "refused" && answer.token) {
      setToken(answer.token);
    }
  }

  // …and what lies outside React (toasts, the draft, the DOM's fields, focus, the page) follows once.
  const announced = useRef<unknown>(undefined);
  useEffect(() => {
    if (!handled || announced.current === handled) return;
    announced.current = handled;
    onResult?.(handled);
    if (handled.status !== "network") {
      track("form", {
        name: handled.status === "success" ? "form_submitted" : "form_error",
        form: kind,
        ...(handled.status !== "success" && { reason: handled.status }),
      });
    }
    switch (handled.status) {
      case "success": {
        const message = successMessage(handled);
        toast.success(message.title, message.text);
        if (draftEnabled) draft.discard();
        formRef.current?.reset();
        onSuccess?.(handled);
        requestAnimationFrame(() => statusRef.current?.focus());
        break;
      }
      case "invalid":
        requestAnimationFrame(() => summaryRef.current?.focus());
        break;
      case "network":
        draft.saveNow();
        break;
      case "refused":
      case "failed":
        toast.error(handled.title, handled.message);
        break;
      case "unexpected":
        toast.error(failureMessage.title, failureMessage.text);
        break;
      case "slotTaken":
        break;
    }
  }, [handled, kind, onResult, onSuccess, successMessage, failureMessage, draft, draftEnabled]);

  const send = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set(CONTROL_FIELDS.token, token);
    data.set(CONTROL_FIELDS.enhanced, "1");
    const stored = storedAttribution();
    if (stored) {
      if (stored.referrer) data.set(CONTROL_FIELDS.referrer, stored.referrer);
      if (stored.landing) data.set(CONTROL_FIELDS.landing, stored.landing);
      for (const key of UTM_KEYS) {
        const v = stored.utm[key];
        if (v) data.set(key, v);
      }
    }
    setSuccess(undefined);
    void fetcher.submit(data, { method: "post", action });
  }, [fetcher, action, token]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const parsed = props.parse(formValues(new FormData(form)));
    if (!parsed.ok) {
      const translated: Record<string, string> = {};
      for (const [name, key] of Object.entries(parsed.errors)) if (key) translated[name] = translate(key);
      setClientErrors(translated);
      track("form", { name: "form_error", form: kind, reason: "invalid" });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setClientErrors({});
    if (props.beforeSubmit && !props.beforeSubmit(form)) return;
    if (!navigator.onLine) {
      // Nothing is sent and nothing is lost: the form waits for the connection.
      setWaitingForNetwork(true);
      if (draftEnabled) draft.saveNow();
      return;
    }
    setWaitingForNetwork(false);
    send();
  };

  const refusal =
    result && (result.status === "refused" || result.status === "failed")
      ? result
      : result?.status === "unexpected"
        ? { title: failureMessage.title, message: failureMessage.text }
        : undefined;
  const label =
    typeof props.submitLabel === "function" ? props.submitLabel({ pending: submitting }) : props.submitLabel;

  return (
    <div className={props.className} id={props.id}>
      <div ref={statusRef} tabIndex={-1} className="outline-none" role="status" aria-live="polite">
        {success ? <SuccessPanel {...successMessage(success)} /> : null}
      </div>

      {draftEnabled && draft.restored && !success ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface-sunken px-4 py-3 text-sm text-ink">
          <span>{t("draftRestored")}</span>
          <button
            type="button"
            className="font-semibold text-brand underline underline-offset-2"
            onClick={() => {
              draft.discard();
              formRef.current?.reset();
              setGeneration((g) => g + 1);
            }}
          >
            {t("clearDraft")}
          </button>
        </div>
      ) : null}

      <div ref={summaryRef} tabIndex={-1} className="outline-none" role="alert">
        <ErrorSummary errors={errors} idPrefix={idPrefix} labelOf={fieldLabel} live={false} />
        {refusal ? (
          <div className="mb-5 rounded-lg border border-danger/50 bg-surface px-4 py-3 text-sm">
            <p className="font-semibold text-danger">{refusal.title}</p>
            <p className="mt-1 text-ink">{refusal.message}</p>
          </div>
        ) : null}
      </div>

      {waitingForNetwork ? <OfflinePanel online={online} onSend={send} /> : null}

      <FormStateProvider value={{ idPrefix, errors, values, generation, disabled: false }}>
        <form
          ref={formRef}
          method="post"
          action={action}
          noValidate={hydrated}
          onSubmit={onSubmit}
          className="space-y-6"
        >
          <ControlFields token={token} attribution={props.setup.attribution} hydrated={hydrated} />
          {props.showRequiredHint !== false ? <RequiredHintLine /> : null}
          {props.children}
          {props.showPrivacy !== false ? (
            <p className="text-xs text-ink-muted">
              {t("privacy")}{" "}
              <Link to={to("/legal#confidentialite")} className="underline underline-offset-2">
                {t("privacyLink")}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="btn btn-primary w-full sm:w-auto"
              disabled={submitting}
              aria-disabled={submitting}
            >
              {submitting ? t("sending") : label}
            </button>
            {props.footer}
          </div>
        </form>
      </FormStateProvider>
    </div>
  );
}

function RequiredHintLine() {
  const { t } = useNamespace(formsNamespace);
  return <p className="text-sm text-ink-muted">{t("requiredHint")}</p>;
}

/** Honeypot, token and attribution: the hidden part of every public form. */
export function ControlFields({
  token,
  attribution,
  hydrated,
}: {
  token: string;
  attribution: Attribution;
  hydrated: boolean;
}) {
  return (
    <>
      <input type="hidden" name={CONTROL_FIELDS.token} value={token} />
      {hydrated ? <input type="hidden" name={CONTROL_FIELDS.enhanced} value="1" /> : null}
      {attribution.referrer ? (
        <input type="hidden" name={CONTROL_FIELDS.referrer} value={attribution.referrer} />
      ) : null}
      {attribution.landing ? (
        <input type="hidden" name={CONTROL_FIELDS.landing} value={attribution.landing} />
      ) : null}
      {UTM_KEYS.map((key) =>
        attribution.utm[key] ? (
          <input key={key} type="hidden" name={key} value={attribution.utm[key]} />
        ) : null,
      )}
      <HoneypotField />
    </>
  );
}

export function SuccessPanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 rounded-xl border border-success/40 bg-surface px-5 py-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </p>
      <p className="mt-1 text-ink">{text}</p>
      {children}
    </div>
  );
}

function OfflinePanel({ online, onSend }: { online: boolean; onSend: () => void }) {
  const { t } = useNamespace(formsNamespace);
  return (
    <div
      className="mb-5 rounded-lg border border-accent/60 bg-surface-sunken px-4 py-3 text-sm text-ink"
      role="status"
    >
      <p className="flex items-center gap-2 font-semibold">
        {online ? (
          <Wifi aria-hidden="true" className="size-5 text-success" />
        ) : (
          <CloudOff aria-hidden="true" className="size-5 text-accent" />
        )}
        {online ? t("offline.ready") : t("offline.title")}
      </p>
      {!online ? <p className="mt-1">{t("offline.text")}</p> : null}
      <button type="button" className="btn btn-secondary mt-3" disabled={!online} onClick={onSend}>
        {online ? t("offline.sendNow") : t("offline.waiting")}
      </button>
    </div>
  );
}
