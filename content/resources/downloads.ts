import type { Language } from "../languages.ts";
import { IMPORT_TEMPLATES } from "../migration.ts";
import type { LText } from "../localized.ts";
import { lt } from "../typography.ts";

/**
 * Files offered on `/ressources/telechargements`. The brochures are generated at build time by
 * `scripts/build-brochure.ts` (which also writes the import templates) into `public/downloads/`.
 */

export const BROCHURE_FILES: Readonly<Record<Language, string>> = {
  fr: "brochure-ga-fr.pdf",
  en: "brochure-ga-en.pdf",
};
/** The brochure script checks that it produced exactly this many pages. */
export const BROCHURE_PAGES = 4;

export type DownloadKind = "brochure" | "template";

interface DownloadDef {
  readonly id: string;
  readonly kind: DownloadKind;
  readonly title: LText;
  readonly description: LText;
  readonly href: string;
  readonly format: string;
  /** Language of the file itself. */
  readonly fileLanguage: Language;
  readonly details: LText;
}

const LANGUAGE_NAMES: Readonly<Record<Language, LText>> = {
  fr: lt("français", "French"),
  en: lt("anglais", "English"),
};

export const DOWNLOADS: readonly DownloadDef[] = [
  ...(["fr", "en"] as const).map((l): DownloadDef => ({
    id: `brochure-${l}`,
    kind: "brochure",
    title: lt(
      `Brochure GA Éducation (${LANGUAGE_NAMES[l].fr})`,
      `GA Education brochure (${LANGUAGE_NAMES[l].en})`,
    ),
    description: lt(
      "Nos solutions, les offres Essential, Premium et Excellence, les options et notre méthode de déploiement, à partager avec votre direction.",
      "Our solutions, the Essential, Premium and Excellence plans, the add-ons and how we deploy, to share with your leadership team.",
    ),
    href: `/downloads/${BROCHURE_FILES[l]}`,
    format: "PDF",
    fileLanguage: l,
    details: lt(`${BROCHURE_PAGES} pages, format A4`, `${BROCHURE_PAGES} pages, A4`),
  })),
  ...IMPORT_TEMPLATES.flatMap((t) =>
    (["fr", "en"] as const).map((l): DownloadDef => ({
      id: `${t.id}-template-${l}`,
      kind: "template",
      title: lt(`${t.name.fr} (${LANGUAGE_NAMES[l].fr})`, `${t.name.en} (${LANGUAGE_NAMES[l].en})`),
      description: t.description,
      href: `/downloads/${t.file[l]}`,
      format: "CSV",
      fileLanguage: l,
      details: lt(`${t.columns.length} colonnes, UTF-8`, `${t.columns.length} columns, UTF-8`),
    })),
  ),
];

export const DOWNLOADS_UI = {
  brochuresTitle: lt("Brochures", "Brochures"),
  brochuresIntro: lt(
    "La présentation complète de GA Éducation, à imprimer ou à joindre à votre dossier de projet.",
    "The complete GA Education overview, to print or attach to your project file.",
  ),
  templatesTitle: lt("Modèles d'import", "Import templates"),
  templatesIntro: lt(
    "Les fichiers que l'outil d'import de GA lit directement : remplissez-les et déposez-les lors de votre migration.",
    "The files GA's import tool reads directly: fill them in and upload them during your migration.",
  ),
  download: lt("Télécharger", "Download"),
  downloadFile: lt("Télécharger : {{title}}", "Download: {{title}}"),
  migrationLink: lt("Comment se passe une migration ?", "How does a migration work?"),
};
