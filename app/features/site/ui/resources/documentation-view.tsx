import type { DocIcon } from "#content/resources/documentation.ts";
import type { ResourcesUi, ResourceView } from "#content/resources/index.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const BookOpen = spriteIcon("book-open");
const Calculator = spriteIcon("calculator");
const GraduationCap = spriteIcon("graduation-cap");
const MonitorPlay = spriteIcon("monitor-play");
const Rocket = spriteIcon("rocket");
const Settings = spriteIcon("settings");
const Users = spriteIcon("users");

type View = Extract<ResourceView, { kind: "documentation" }>;

const ICONS = {
  rocket: Rocket,
  users: Users,
  graduation: GraduationCap,
  exam: BookOpen,
  finance: Calculator,
  elearning: MonitorPlay,
  settings: Settings,
} satisfies Record<DocIcon, unknown>;

/** The user guides, section by section, with a table of contents. */
export function DocumentationView({ view, ui }: { view: View; ui: ResourcesUi }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr]">
      <nav aria-labelledby="doc-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="doc-contents" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {ui.contents}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {view.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-surface-sunken lg:min-h-9"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-14">
        {view.sections.map((s) => {
          const Icon = ICONS[s.symbol];
          return (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon className="size-5" />
                </span>
                <h2 id={`${s.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
                  {s.title}
                </h2>
              </div>
              <p className="mt-3 text-ink-muted">{s.intro}</p>
              <div className="mt-6 grid gap-6 md:grid-cols-2">
                {s.guides.map((g) => (
                  <article
                    key={g.id}
                    id={`${s.id}-${g.id}`}
                    className="rounded-2xl border border-line bg-surface p-6"
                  >
                    <h3 className="text-lg font-semibold text-ink">{g.title}</h3>
                    <p className="mt-1 text-sm text-ink-muted">{g.summary}</p>
                    <ol className="mt-4 space-y-3 text-sm text-ink">
                      {g.steps.map((step, i) => (
                        <li key={step} className="flex gap-3">
                          <span
                            aria-hidden="true"
                            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-xs font-bold text-ink"
                          >
                            {i + 1}
                          </span>
                          <span>{step}</span>
                        </li>
                      ))}
                    </ol>
                  </article>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
