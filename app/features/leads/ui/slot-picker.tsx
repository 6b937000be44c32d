import { useMemo } from "react";
import {
  DEFAULT_AVAILABILITY,
  DEMO_TIME_ZONE,
  describeOpeningHours,
  labelSlots,
  slotEnd,
  zoneLabel,
  type DemoAvailability,
  type Slot,
  type SlotLabel,
} from "#app/features/leads/slots.ts";
import { formsNamespace } from "#app/lib/forms/locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { useBrowserValue, useHydrated } from "#app/lib/use-hydrated.ts";
import { FieldError } from "#app/ui/form/fields.tsx";
import { useField, useFormState } from "#app/ui/form/form-context.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const CalendarClock = spriteIcon("calendar-clock");
const PhoneCall = spriteIcon("phone-call");

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEMO_TIME_ZONE;

/** The visitor's time zone once the page runs in their browser (Paris while server rendering). */
export function useVisitorTimeZone(): string {
  return useBrowserValue(browserTimeZone, DEMO_TIME_ZONE);
}

/** "America/New_York – UTC−5", or just "UTC" when the short name says nothing more. */
function zoneName(zone: string, short: string): string {
  return short === zone || zone.endsWith(`/${short}`) ? zone : `${zone} – ${short}`;
}

/**
 * The demo slot picker (issue 5): the free slots of the next three weeks (30 minutes long, Monday
 * to Friday 9:00–18:00 unless the admin CRM's configuration says otherwise), one disclosure
 * per day, radio buttons for the times. Times show in the visitor's own time zone with the Paris
 * time beside them when the two differ; before the page runs in the browser, in Paris time.
 * Leaving every slot unticked (or choosing "call me back") keeps the request as a callback.
 */
export function SlotPicker({
  starts,
  lang,
  name = "slot",
  highlighted,
  takenMessage,
  onChange,
  availability = DEFAULT_AVAILABILITY,
  callback = true,
}: {
  /** Start instants of the free slots (ISO), in order. */
  starts: readonly string[];
  lang: Language;
  /** The rules the slots follow: their length and the opening hours told in the introduction. */
  availability?: DemoAvailability;
  name?: string;
  /** The next free slots offered to a visitor whose slot was just taken. */
  highlighted?: readonly Slot[];
  takenMessage?: string;
  onChange?: (start: string) => void;
  /** Offers "call me back" instead of a slot (a demo request; not when a booked demo is moved). */
  callback?: boolean;
}) {
  const { t } = useNamespace(formsNamespace);
  const field = useField(name);
  const { disabled } = useFormState();
  const hydrated = useHydrated();
  const zone = useVisitorTimeZone();
  const local = hydrated && zone !== DEMO_TIME_ZONE;
  const minutes = availability.slotMinutes;
  // The words of every slot are worked out once per list, language and zone, not on each render.
  const days = useMemo(
    () =>
      labelSlots(
        starts.map((start) => ({ start, end: slotEnd(start, minutes) })),
        lang,
        zone,
      ),
    [starts, minutes, lang, zone],
  );
  const nextSlots = useMemo(
    () =>
      labelSlots(highlighted ?? [], lang, zone).flatMap((d) =>
        d.slots.map((s) => ({ ...s, heading: d.heading })),
      ),
    [highlighted, lang, zone],
  );
  const hours = describeOpeningHours(availability.hours, lang);
  const chosen = field.defaultValue;
  const firstOpen = chosen
    ? (days.find((d) => d.slots.some((s) => s.start === chosen))?.day ?? days[0]?.day)
    : days[0]?.day;

  const radio = (slot: SlotLabel, idSuffix: string) => {
    const id = `${field.id}-${idSuffix}`;
    const paris = local && slot.parisTime ? t("demo.parisTime", { time: slot.parisTime }) : undefined;
    return (
      <label key={id} htmlFor={id} className="slot-option">
        <input
          id={id}
          type="radio"
          name={name}
          value={slot.start}
          defaultChecked={chosen === slot.start}
          disabled={disabled}
          className="sr-only"
          onChange={() => onChange?.(slot.start)}
        />
        <span className="font-semibold tabular-nums">{slot.time}</span>
        {paris ? <span className="text-xs opacity-80">{paris}</span> : null}
        <span className="sr-only">, {slot.description}</span>
      </label>
    );
  };

  return (
    <fieldset
      key={`${field.generation}-${zone}`}
      aria-describedby={[`${field.id}-intro`, field.error ? field.errorId : ""].filter(Boolean).join(" ")}
      className="space-y-3"
    >
      <legend className="flex items-center gap-2 text-lg font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-5 text-brand" />
        {t("demo.slotSection")}
      </legend>
      <div id={`${field.id}-intro`} className="space-y-1 text-sm text-ink-muted">
        <p>
          {hours
            ? t(availability.publicHolidays ? "demo.slotIntro" : "demo.slotIntroAllDays", { minutes, hours })
            : t("demo.slotIntroNoHours", { minutes })}
        </p>
        <p>
          {local
            ? t("demo.timesInZone", {
                zone: zoneName(zone, zoneLabel(starts[0] ?? new Date().toISOString(), lang, zone)),
              })
            : t("demo.timesInParis")}
        </p>
      </div>

      {nextSlots.length > 0 ? (
        <div role="alert" className="rounded-lg border border-accent/60 bg-surface-sunken p-4">
          <p className="font-semibold text-ink">{takenMessage ?? t("demo.slotTaken")}</p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {nextSlots.map((s, i) => (
              <div key={s.start} className="space-y-1">
                <p className="text-xs font-medium text-ink-muted first-letter:uppercase">{s.heading}</p>
                {radio(s, `next-${i}`)}
              </div>
            ))}
          </div>
        </div>
      ) : null}

      {days.length === 0 ? (
        <p className="rounded-lg bg-surface-sunken p-4 text-sm text-ink">{t("demo.noSlots")}</p>
      ) : null}

      <div className="divide-y divide-line rounded-xl border border-line bg-surface">
        {days.map((day) => (
          <details key={day.day} open={day.day === firstOpen} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2.5 [&::-webkit-details-marker]:hidden">
              <span className="font-semibold text-ink first-letter:uppercase">{day.heading}</span>
              <span className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap text-ink-muted">
                {t("demo.slotsCount", { count: day.slots.length })}
                <span aria-hidden="true" className="text-brand transition-transform group-open:rotate-90">
                  ›
                </span>
              </span>
            </summary>
            <fieldset className="px-4 pb-4">
              <legend className="sr-only">{day.heading}</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                {day.slots.map((s) => radio(s, s.start.replace(/[^0-9]/g, "")))}
              </div>
            </fieldset>
          </details>
        ))}
      </div>

      {callback ? (
        <label
          htmlFor={`${field.id}-callback`}
          className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink hover:border-brand has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            id={`${field.id}-callback`}
            type="radio"
            name={name}
            value=""
            defaultChecked={chosen === ""}
            disabled={disabled}
            className="mt-0.5 size-4 shrink-0 accent-[var(--brand-solid)]"
            onChange={() => onChange?.("")}
          />
          <span className="flex items-center gap-2 font-semibold">
            <PhoneCall aria-hidden="true" className="size-4 text-brand" />
            {t("demo.callback")}
          </span>
          <span className="col-start-2 mt-0.5 text-ink-muted">{t("demo.callbackHint")}</span>
        </label>
      ) : null}
      {hydrated ? <input type="hidden" name="timeZone" value={zone} /> : null}
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}
