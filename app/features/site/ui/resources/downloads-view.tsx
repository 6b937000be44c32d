import { Link } from "react-router";
import { Section } from "#app/features/site/ui/section.tsx";
import type { ResourceView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const Download = spriteIcon("download");
const FileSpreadsheet = spriteIcon("file-spreadsheet");

type View = Extract<ResourceView, { kind: "downloads" }>;

/** Brochures (PDF, generated at build time) and import templates (CSV). */
export function DownloadsView({ view }: { view: View }) {
  const to = useLocalizedPath();
  const { ui } = view;
  return (
    <>
      <Section title={ui.brochuresTitle} intro={ui.brochuresIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {view.brochures.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 sm:flex-row"
            >
              <img
                src="/images/resources/brochure-cover.svg"
                alt=""
                width={120}
                height={170}
                loading="lazy"
                className="h-[170px] w-[120px] shrink-0 rounded-lg border border-line shadow-sm"
              />
              <div className="flex flex-col">
                <h3 className="text-lg font-semibold text-ink">{b.title}</h3>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{b.description}</p>
                <p className="mt-3 text-xs font-medium text-ink-muted">
                  {b.format} · {b.details}
                </p>
                <a
                  href={b.href}
                  download
                  hrefLang={b.fileLanguage}
                  type="application/pdf"
                  aria-label={interpolate(ui.downloadFile, { title: b.title })}
                  className="btn btn-primary mt-4 self-start"
                >
                  <Download className="size-4" />
                  {ui.download}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ui.templatesTitle} intro={ui.templatesIntro} tone="raised">
        <ul className="grid gap-4 md:grid-cols-2">
          {view.templates.map((t) => (
            <li key={t.id} className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5">
              <FileSpreadsheet className="mt-1 size-6 shrink-0 text-brand" />
              <div className="flex-1">
                <h3 className="font-semibold text-ink">{t.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t.description}</p>
                <p className="mt-2 text-xs font-medium text-ink-muted">
                  {t.format} · {t.details}
                </p>
                <a
                  href={t.href}
                  download
                  hrefLang={t.fileLanguage}
                  type="text/csv"
                  aria-label={interpolate(ui.downloadFile, { title: t.title })}
                  className="btn btn-secondary mt-3"
                >
                  <Download className="size-4" />
                  {ui.download}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <Link
          to={to("/tarification/migration")}
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          {ui.migrationLink}
        </Link>
      </Section>
    </>
  );
}
