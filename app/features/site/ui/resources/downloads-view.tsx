import { Link } from "react-router";
import { Section } from "#app/features/site/ui/section.tsx";
import type { ResourceView } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { interpolate } from "#app/lib/i18n/translator.ts";

const Download = spriteIcon("download");
const FileSpreadsheet = spriteIcon("file-spreadsheet");

type View = Extract<ResourceView, { kind: "downloads" }>;
type DownloadFile = View["brochures"][number];

/** A brochure is the larger card (its cover beside it) and its link the page's primary action. */
const LOOKS = {
  brochure: {
    mime: "application/pdf",
    body: "flex flex-col",
    title: "text-lg font-semibold text-ink",
    description: "mt-2 flex-1 text-sm text-ink-muted",
    facts: "mt-3 text-xs font-medium text-ink-muted",
    link: "btn btn-primary mt-4 self-start",
  },
  template: {
    mime: "text/csv",
    body: "flex-1",
    title: "font-semibold text-ink",
    description: "mt-1 text-sm text-ink-muted",
    facts: "mt-2 text-xs font-medium text-ink-muted",
    link: "btn btn-secondary mt-3",
  },
} as const satisfies Record<DownloadFile["kind"], Record<string, string>>;

/** A file's title, description, format and its download link, named after the file. */
function DownloadBody({ file, ui }: { file: DownloadFile; ui: View["ui"] }) {
  const look = LOOKS[file.kind];
  return (
    <div className={look.body}>
      <h3 className={look.title}>{file.title}</h3>
      <p className={look.description}>{file.description}</p>
      <p className={look.facts}>
        {file.format} · {file.details}
      </p>
      <a
        href={file.href}
        download
        hrefLang={file.fileLanguage}
        type={look.mime}
        aria-label={interpolate(ui.downloadFile, { title: file.title })}
        className={look.link}
      >
        <Download className="size-4" />
        {ui.download}
      </a>
    </div>
  );
}

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
              <DownloadBody file={b} ui={ui} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ui.templatesTitle} intro={ui.templatesIntro} tone="raised">
        <ul className="grid gap-4 md:grid-cols-2">
          {view.templates.map((t) => (
            <li key={t.id} className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5">
              <FileSpreadsheet className="mt-1 size-6 shrink-0 text-brand" />
              <DownloadBody file={t} ui={ui} />
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
