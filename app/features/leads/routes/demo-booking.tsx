import { data, Link } from "react-router";
import type { Route } from "./+types/demo-booking";
import { forwardRetryAfter } from "#app/lib/routing/retry-after.ts";
import { ServerForm, type LazySchema } from "#app/ui/form/server-form.tsx";
import { FORM_ERRORS, parseForm, type FieldErrors } from "#app/lib/forms/parse.ts";
import type { FormValues } from "#app/lib/forms/field-basics.ts";
import {
  BookingCancelSchema,
  BookingRescheduleSchema,
  CANCEL_REASON_MAX,
} from "#app/features/leads/schemas/booking.ts";
import { SlotPicker } from "#app/features/leads/ui/slot-picker.tsx";
import { TextAreaField } from "#app/ui/form/fields.tsx";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { DEMO_TIME_ZONE, formatSlot, slotEnd } from "#app/features/leads/slots.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import {
  cancelBooking,
  findBooking,
  freeSlots,
  rescheduleBooking,
} from "#app/features/leads/booking.server.ts";
import { leadsDb } from "#app/features/leads/db.server.ts";
import { BODY_PROBLEM_STATUS, bodyRefusalMessage, readFormBody } from "#app/lib/forms/form-body.server.ts";
import { clientAddressOf } from "#app/features/leads/submission.server.ts";
import { formsText } from "#app/features/leads/texts.server.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { currentSettings } from "#app/features/crm/settings/store.server.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CalendarX2 = spriteIcon("calendar-x-2");
const CalendarClock = spriteIcon("calendar-clock");

/**
 * The two pages linked from a demo confirmation: change the slot (`/demo/reprogrammer/<token>`)
 * and cancel (`/demo/annuler/<token>`). Forms of the kit: they work the same with or without
 * JavaScript. Never indexed: each address is personal.
 */
type Mode = "reschedule" | "cancel";

function modeOf(request: Request): Mode {
  return /\/demo\/annuler\//.test(new URL(request.url).pathname) ? "cancel" : "reschedule";
}

// The forms' checks in the browser, loaded once the page runs.
const rescheduleSchema: LazySchema = () =>
  import("#app/features/leads/schemas/booking.ts").then((m) => m.BookingRescheduleSchema);
const cancelSchema: LazySchema = () =>
  import("#app/features/leads/schemas/booking.ts").then((m) => m.BookingCancelSchema);

const BOOKING_RATE_RULE = { max: 20, windowMs: 10 * 60_000 };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = languageOfPath(new URL(request.url).pathname);
  const db = leadsDb(services.db);
  const booking = await findBooking(db, params.token ?? "");
  const mode = modeOf(request);
  const availability = (await currentSettings(services)).demo;
  const slots =
    booking && mode === "reschedule" && booking.status === "confirmed" && !booking.past
      ? await freeSlots(db, availability)
      : [];
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  return data(
    {
      lang,
      mode,
      title: formsText(lang).booking[mode === "cancel" ? "cancelTitle" : "rescheduleTitle"],
      booking: booking
        ? {
            slot: booking.slot,
            status: booking.status,
            past: booking.past,
            institution: booking.institution,
            reference: booking.reference,
          }
        : null,
      slots: slots.map((s) => s.start),
      availability,
    },
    { status: booking ? 200 : 404, headers },
  );
}

/** "Try again later" (a limit, the database unavailable) says when, without JavaScript too. */
export const headers = forwardRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "GA Éducation"} | GA Éducation` },
  { name: "robots", content: "noindex,nofollow" },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const lang = languageOfPath(new URL(request.url).pathname);
  const address = clientAddressOf(request, context.get(requestInfoContext));
  const limit = await services.rateLimiter.hit(`booking:${address}`, BOOKING_RATE_RULE);
  const t = formsText(lang);
  if (limit.limited) {
    return data(
      {
        ok: false as const,
        message: t.server.rateLimited.replace("{{minutes}}", String(Math.ceil(limit.retryAfter / 60))),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const read = await readFormBody(request);
  if (!read.ok) {
    return data(
      { ok: false as const, message: bodyRefusalMessage(read.problem, lang) },
      { status: BODY_PROBLEM_STATUS[read.problem] },
    );
  }
  const refused = (parsed: { errors: FieldErrors; values: FormValues }) =>
    // The form's error summary says it: no message of its own.
    data(
      { ok: false as const, message: null, fieldErrors: parsed.errors, values: parsed.values },
      { status: 400 },
    );
  const token = params.token ?? "";
  let change;
  if (modeOf(request) === "cancel") {
    const parsed = parseForm(BookingCancelSchema, read.value);
    if (!parsed.ok) return refused(parsed);
    change = await cancelBooking(services, token, parsed.data.reason);
  } else {
    const parsed = parseForm(BookingRescheduleSchema, read.value);
    if (!parsed.ok) return refused(parsed);
    change = await rescheduleBooking(services, token, parsed.data.slot);
  }
  if (change.ok) {
    return data({
      ok: true as const,
      message: modeOf(request) === "cancel" ? t.booking.cancelled : t.booking.rescheduled,
      slot: change.slot,
    });
  }
  const message = {
    notFound: t.booking.notFound,
    cancelled: t.booking.alreadyCancelled,
    past: t.booking.past,
    slotGone: t.demo.slotGone,
    slotTaken: t.demo.slotTaken.replace(/ :$| :\s*$|:$/, "."),
  }[change.reason];
  return data({ ok: false as const, message }, { status: change.reason === "notFound" ? 404 : 409 });
}

export default function DemoBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useNamespace(formsNamespace);
  const to = useLocalizedPath();
  const { booking, lang, mode } = loaderData;
  const when = booking
    ? formatSlot(
        { start: booking.slot, end: slotEnd(booking.slot, loaderData.availability.slotMinutes) },
        lang,
        DEMO_TIME_ZONE,
      )
    : "";
  const Icon = mode === "cancel" ? CalendarX2 : CalendarClock;
  const done = actionData?.ok === true;
  const closed = !booking || booking.status === "cancelled" || booking.past;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-ink">
        <Icon aria-hidden="true" className="size-8 text-brand" />
        {loaderData.title}
      </h1>

      {booking ? (
        <dl className="mt-6 grid gap-3 rounded-xl border border-line bg-surface-raised p-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-ink-muted">{t("booking.when")}</dt>
            <dd className="mt-1 text-ink first-letter:uppercase">
              {when} ({t("booking.parisTime")})
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-muted">{t("booking.with")}</dt>
            <dd className="mt-1 text-ink">{booking.institution}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-muted">{t("booking.status")}</dt>
            <dd className="mt-1 text-ink">
              {booking.status === "cancelled" ? t("booking.statusCancelled") : t("booking.statusConfirmed")}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-6 rounded-xl border border-line bg-surface-raised p-5 text-ink" role="alert">
          {t("booking.notFound")}
        </p>
      )}

      <div role="status" aria-live="polite" className="mt-6">
        {actionData?.message ? (
          <p
            className={`rounded-lg border px-4 py-3 font-medium ${actionData.ok ? "border-success/40 text-success" : "border-danger/50 text-danger"}`}
          >
            {actionData.message}
          </p>
        ) : null}
      </div>

      {booking && booking.status === "cancelled" && !done ? (
        <p className="mt-6 text-ink">{t("booking.alreadyCancelled")}</p>
      ) : null}
      {booking && booking.past && booking.status !== "cancelled" ? (
        <p className="mt-6 text-ink">{t("booking.past")}</p>
      ) : null}

      {!closed && !done ? (
        <ServerForm
          intent={mode}
          schema={mode === "cancel" ? cancelSchema : rescheduleSchema}
          vocabulary={FORM_ERRORS}
          errorText={(key) => t(`errors.${key}`)}
          reply={actionData && "fieldErrors" in actionData ? actionData : undefined}
          submitLabel={t(mode === "cancel" ? "booking.cancelSubmit" : "booking.rescheduleSubmit")}
          pendingLabel={t("sending")}
          idPrefix="booking"
          className={mode === "cancel" ? "mt-6 space-y-4" : "mt-6 space-y-6"}
        >
          <p className="text-ink-muted">
            {t(mode === "cancel" ? "booking.cancelIntro" : "booking.rescheduleIntro")}
          </p>
          {mode === "cancel" ? (
            <TextAreaField
              name="reason"
              label={t("booking.cancelReason")}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
            />
          ) : (
            <SlotPicker
              starts={loaderData.slots}
              lang={lang}
              availability={loaderData.availability}
              callback={false}
            />
          )}
        </ServerForm>
      ) : null}

      <p className="mt-10 flex flex-wrap gap-4 text-sm">
        <Link to={to("/demo")} className="font-semibold text-brand underline underline-offset-2">
          {t("booking.bookAgain")}
        </Link>
        <Link to={to("/contact")} className="font-semibold text-brand underline underline-offset-2">
          {t("contact.formTitle")}
        </Link>
      </p>
    </div>
  );
}
