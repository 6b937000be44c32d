import { Link } from "react-router";
import { Section } from "#app/features/site/ui/section.tsx";
import type { ResourceView, WebinarView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { webinarContactSearch } from "./webinar-link.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const CalendarDays = spriteIcon("calendar-days");
const Clock = spriteIcon("clock");
const PlayCircle = spriteIcon("circle-play");

type View = Extract<ResourceView, { kind: "webinars" }>;

function Speakers({ webinar, label }: { webinar: WebinarView; label: string }) {
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-ink">{label}</h4>
      <ul className="mt-1 space-y-0.5 text-sm text-ink-muted">
        {webinar.speakers.map((s) => (
          <li key={s.name}>
            <span className="font-medium text-ink">{s.name}</span>, {s.role}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Upcoming sessions (dates in Paris time) and replays. */
export function WebinarsView({ view }: { view: View }) {
  const to = useLocalizedPath();
  const { ui } = view;
  return (
    <>
      <Section title={ui.upcomingTitle} intro={ui.upcomingIntro}>
        {view.upcoming.length === 0 ? (
          <div className="rounded-2xl border border-line p-6">
            <p className="text-ink-muted">{ui.noUpcoming}</p>
            <Link to={`${to("/contact")}?subject=other`} className="btn btn-primary mt-4">
              {ui.notify}
            </Link>
          </div>
        ) : (
          <ul className="space-y-6">
            {view.upcoming.map((w) => (
              <li key={w.id}>
                <article
                  id={w.id}
                  className="grid gap-6 rounded-2xl border border-line bg-surface p-6 md:grid-cols-[11rem_1fr]"
                >
                  <div className="rounded-xl bg-brand-soft p-4 text-ink">
                    <p className="flex items-start gap-2 text-sm font-semibold">
                      <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand" />
                      <time dateTime={w.start}>{w.date}</time>
                    </p>
                    <p className="mt-2 flex items-center gap-2 text-sm">
                      <Clock className="size-4 shrink-0 text-brand" />
                      <span>
                        {w.time} ({ui.parisTime})
                      </span>
                    </p>
                    <p className="mt-2 text-sm text-ink-muted">
                      {interpolate(ui.duration, { minutes: w.durationMinutes })}
                    </p>
                  </div>
                  <div>
                    <h3 className="text-xl font-semibold text-ink">{w.title}</h3>
                    <p className="mt-2 text-ink-muted">{w.description}</p>
                    <p className="mt-3 text-sm">
                      <span className="font-semibold text-ink">{ui.audience}</span>
                      <span className="text-ink-muted"> — {w.audience}</span>
                    </p>
                    <Speakers webinar={w} label={ui.speakers} />
                    <Link
                      to={`${to("/contact")}${webinarContactSearch(w.id)}`}
                      aria-label={interpolate(ui.registerFor, { title: w.title })}
                      className="btn btn-primary mt-5"
                    >
                      {ui.register}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={ui.replaysTitle} intro={ui.replaysIntro} tone="raised">
        <ul className="grid gap-6 lg:grid-cols-3">
          {view.replays.map((w) => (
            <li key={w.id}>
              <article
                id={w.id}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6"
              >
                <p className="flex items-center gap-2 text-sm text-ink-muted">
                  <PlayCircle className="size-4 text-brand" />
                  <time dateTime={w.start}>{w.date}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold text-ink">{w.title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{w.replay?.summary ?? w.description}</p>
                {w.replay ? (
                  <div className="mt-4">
                    <h4 className="text-sm font-semibold text-ink">{ui.chapters}</h4>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                      {w.replay.chapters.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="flex-1">
                  <Speakers webinar={w} label={ui.speakers} />
                </div>
                <Link
                  to={`${to("/contact")}${webinarContactSearch(w.id)}`}
                  aria-label={interpolate(ui.replayFor, { title: w.title })}
                  className="btn btn-secondary mt-5 self-start"
                >
                  {ui.replay}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
