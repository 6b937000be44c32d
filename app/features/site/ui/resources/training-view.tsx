import { Link } from "react-router";
import { Section } from "#app/features/site/ui/section.tsx";
import type { ResourceView } from "#content/resources/index.ts";
import type { TrainingFormat } from "#content/resources/training.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const Clock = spriteIcon("clock");
const MonitorPlay = spriteIcon("monitor-play");
const School = spriteIcon("school");
const Video = spriteIcon("video");

type View = Extract<ResourceView, { kind: "training" }>;

const FORMAT_ICONS = { onsite: School, remote: Video, selfpaced: MonitorPlay } satisfies Record<
  TrainingFormat,
  unknown
>;

/** Training courses: the three formats, then each course with its audience, length and programme. */
export function TrainingView({ view }: { view: View }) {
  const to = useLocalizedPath();
  const { ui } = view;
  return (
    <>
      <Section title={ui.formatsTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {view.formats.map((f) => {
            const Icon = FORMAT_ICONS[f.id];
            return (
              <li key={f.id} className="rounded-2xl border border-line bg-surface p-6">
                <Icon className="size-6 text-brand" />
                <h3 className="mt-3 text-lg font-semibold text-ink">{f.name}</h3>
                <p className="mt-2 text-sm text-ink-muted">{f.text}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 max-w-3xl rounded-xl bg-brand-soft p-4 text-sm text-ink">{ui.included}</p>
      </Section>
      <Section title={ui.pathsTitle} intro={ui.pathsIntro} tone="raised">
        <div className="grid gap-6 lg:grid-cols-2">
          {view.paths.map((p) => (
            <article
              key={p.id}
              id={p.id}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6"
            >
              <h3 className="text-xl font-semibold text-ink">{p.title}</h3>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-ink-muted">{ui.audience}</dt>
                  <dd className="font-medium text-ink">{p.audience}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{ui.duration}</dt>
                  <dd className="flex items-center gap-1.5 font-medium text-ink">
                    <Clock className="size-4 text-brand" />
                    {p.duration}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{ui.format}</dt>
                  <dd className="font-medium text-ink">{p.formats.join(", ")}</dd>
                </div>
              </dl>
              <div className="mt-5 grid flex-1 gap-5 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-ink">{ui.objectives}</h4>
                  <ul className="mt-2 space-y-1.5 text-sm text-ink">
                    {p.objectives.map((o) => (
                      <li key={o} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" />
                        {o}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-ink">{ui.programme}</h4>
                  <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-ink">
                    {p.programme.map((o) => (
                      <li key={o}>{o}</li>
                    ))}
                  </ol>
                </div>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={`${to("/contact")}?subject=support`} className="btn btn-primary">
            {ui.cta}
          </Link>
          <Link to={to("/ressources/documentation")} className="btn btn-secondary">
            {ui.documentation}
          </Link>
        </div>
      </Section>
    </>
  );
}
