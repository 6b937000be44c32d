import type { FormKind } from "#app/features/leads/idempotency.ts";
import type { Slot } from "#app/features/leads/slots.ts";
import type { FormValues } from "./field-basics.ts";

export type { FormValues };

/**
 * What a form action answers, the same with and without JavaScript: the browser's form shows it
 * inline (and as a toast when JavaScript runs). Messages are already translated by the server.
 */

export interface FormSuccess {
  readonly status: "success";
  readonly form: FormKind;
  /** Public reference of the stored record (shown to the visitor, quoted in e-mails). */
  readonly reference: string;
  /** True when the post repeated one already stored (double click, replay): nothing new was created. */
  readonly replay: boolean;
  /** Demo: the booked slot, if any. */
  readonly slot?: string;
  /** Where the browser goes next (checkout → /success). */
  readonly redirectTo?: string;
  readonly email?: string;
}

export interface FormInvalid {
  readonly status: "invalid";
  /** Field name → translated message. */
  readonly errors: Record<string, string>;
  readonly values: FormValues;
}

export type RefusalReason = "honeypot" | "tooFast" | "expired" | "rateLimited" | "unreadable";

export interface FormRefused {
  readonly status: "refused";
  readonly reason: RefusalReason;
  readonly title: string;
  readonly message: string;
  readonly values: FormValues;
  /** A fresh token when the old one could not be used. */
  readonly token?: string;
  readonly retryAfterSeconds?: number;
}

export interface SlotTaken {
  readonly status: "slotTaken";
  readonly message: string;
  readonly nextSlots: readonly Slot[];
  readonly values: FormValues;
}

export interface FormFailed {
  readonly status: "failed";
  readonly title: string;
  readonly message: string;
  readonly values: FormValues;
}

/** Produced in the browser only: the post could not reach the server, or its answer was an error page. */
export interface FormClientError {
  readonly status: "network" | "unexpected";
}

export type FormResult = FormSuccess | FormInvalid | FormRefused | SlotTaken | FormFailed;
export type ClientFormResult = FormResult | FormClientError;

export function isFormResult(value: unknown): value is ClientFormResult {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    typeof (value as { status: unknown }).status === "string"
  );
}

/** The one-shot message a page shows after a redirect (forms posted without JavaScript). */
export interface FormFlash {
  readonly form: FormKind;
  readonly reference: string;
  readonly slot?: string;
  readonly email?: string;
}
