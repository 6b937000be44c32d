/**
 * Writes the downloadable files of `/ressources/telechargements` into `public/downloads/`:
 * the product brochure in French and English (PDF, built with pdf-lib from the site's own content:
 * plans, add-ons, migration steps, company details) and the CSV import templates. Runs before every
 * `npm run build` (package.json "prebuild"), so the files always match the content.
 *
 *   node scripts/build-brochure.ts [outputDir]
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { Language } from "#app/lib/i18n/languages.ts";
import { COMPANY } from "#content/legal.ts";
import { lt, type LText } from "#content/localized.ts";
import { getMigrationPage, IMPORT_TEMPLATES } from "#content/migration.ts";
import { getAddons, getPlans, INDICATIVE_PLAN_IDS, indicativeMonthlyEuros, YEARLY_DISCOUNT_PERCENT } from "#content/plans.ts";
import { BROCHURE_FILES, BROCHURE_PAGES } from "#content/resources/downloads.ts";
import { formatEuros } from "#app/features/pricing/price-calculator.ts";
import { toCsv } from "#app/lib/csv.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(root, process.argv[2] ?? "public/downloads");

// A4 in PostScript points.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

const hex = (h: string): RGB =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
// The site's tokens (app/app.css, light theme).
const BRAND = hex("#1d4ed8");
const INK = hex("#0f172a");
const MUTED = hex("#475569");
const LINE = hex("#e2e8f0");
const SOFT = hex("#eff6ff");
const WHITE = rgb(1, 1, 1);

/** Fixed dates keep the files identical from one build to the next when the content is unchanged. */
const DOCUMENT_DATE = new Date("2026-11-20T09:00:00Z");

const T = {
  brand: lt("GA Éducation", "GA Education"),
  title: lt("La gestion de votre établissement, enfin simple", "Running your institution, made simple"),
  subtitle: lt(
    "Logiciels de gestion et d'apprentissage pour les écoles, universités, CFA et organismes de formation, hébergés en France.",
    "Management and learning software for schools, universities, apprenticeship centres and training providers, hosted in France.",
  ),
  solutionsTitle: lt("Quatre solutions complémentaires", "Four complementary solutions"),
  solutions: [
    [lt("GA Academic+", "GA Academic+"), lt("La gestion scolaire et universitaire complète, en 15 modules : élèves, pédagogie, examens, finances, RH, vie étudiante.", "Complete school and university management in 15 modules: students, teaching, exams, finance, HR, student life.")],
    [lt("GA Learning", "GA Learning"), lt("La plateforme d'apprentissage en ligne autonome : parcours, classes virtuelles, évaluations, suivi de l'assiduité.", "The stand-alone e-learning platform: courses, virtual classrooms, assessments, attendance tracking.")],
    [lt("GA Services", "GA Services"), lt("Nos experts conçoivent et intègrent vos projets : applications, portails, migration de données, formation.", "Our experts design and integrate your projects: apps, portals, data migration, training.")],
    [lt("GA Enterprise", "GA Enterprise"), lt("L'offre multi-sites, modules à la carte, pour les groupes et réseaux d'établissements.", "The multi-site offer, modules à la carte, for groups and networks of institutions.")],
  ] as const,
  facts: [
    [lt("2018", "2018"), lt("année de création", "founded")],
    [lt("60+", "60+"), lt("experts dans l'équipe", "experts on the team")],
    [lt("France", "France"), lt("hébergement des données", "data hosting")],
    [lt("ISO 27001", "ISO 27001"), lt("et conformité RGPD", "and GDPR compliance")],
  ] as const,
  plansTitle: lt("Les offres GA Academic+", "GA Academic+ plans"),
  plansIntro: lt(
    "Trois offres, un même logiciel. Chaque proposition est établie sur devis selon vos effectifs, vos modules et vos options.",
    "Three plans, one software. Every proposal is quoted for your numbers of learners, modules and add-ons.",
  ),
  figures: {
    students: lt("Apprenants", "Learners"),
    automations: lt("Automatisations", "Automations"),
    storage: lt("Stockage", "Storage"),
    sla: lt("Disponibilité garantie", "Uptime SLA"),
    response: lt("Réponse du support", "Support response"),
  },
  upTo: lt("jusqu'à", "up to"),
  from: lt("À partir de {price} HT par mois, à titre indicatif", "From {price} excl. VAT per month, as a guide"),
  custom: lt("Tarif établi selon votre projet", "Priced for your project"),
  addonsTitle: lt("Options", "Add-ons"),
  addonsIntro: lt(
    `Prix hors taxes. Le paiement annuel retire ${YEARLY_DISCOUNT_PERCENT} % de l'abonnement.`,
    `Prices excluding VAT. Paying yearly takes ${YEARLY_DISCOUNT_PERCENT}% off the subscription.`,
  ),
  included: lt("Inclus dans Excellence", "Included in Excellence"),
  deployTitle: lt("Un déploiement accompagné", "A guided deployment"),
  securityTitle: lt("Sécurité et hébergement", "Security and hosting"),
  security: [
    lt("Données et sauvegardes hébergées en France", "Data and backups hosted in France"),
    lt("Systèmes certifiés ISO 27001, accord de traitement RGPD", "ISO 27001 certified systems, GDPR processing agreement"),
    lt("Double authentification et authentification unique", "Two-factor authentication and single sign-on"),
    lt("Export complet de vos données à tout moment", "Full export of your data at any time"),
  ],
  contactTitle: lt("Parlons de votre établissement", "Let's talk about your institution"),
  contactLines: [
    lt("Démonstration personnalisée de 30 minutes : ga-education.fr/demo", "30-minute personal demo: ga-education.fr/en/demo"),
    lt("Proposition chiffrée sous 5 jours : ga-education.fr/devis", "Detailed quote within 5 days: ga-education.fr/en/devis"),
    lt("Du lundi au vendredi, 9 h 00 – 18 h 00", "Monday to Friday, 9 am – 6 pm"),
  ],
  footer: lt("Prix indicatifs hors taxes ; seule la proposition commerciale signée engage GA Éducation.", "Indicative prices excluding VAT; only the signed commercial proposal binds GA Education."),
  pageOf: lt("Page {n} sur {total}", "Page {n} of {total}"),
};

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** The standard fonts speak WinAnsi: map the few characters of our texts it lacks. */
function encodable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const replacements: Record<string, string> = { "\u202f": "\u00a0", "\u2212": "-", "\u2011": "-", "\u2248": "~" };
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 32;
      if (supported.has(code)) return ch;
      return replacements[ch] ?? "";
    })
    .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y = PAGE.height - MARGIN;
  readonly page: PDFPage;
  readonly fonts: Fonts;
  constructor(page: PDFPage, fonts: Fonts) {
    this.page = page;
    this.fonts = fonts;
  }

  text(
    raw: string,
    opts: { size?: number; bold?: boolean; color?: RGB; x?: number; width?: number; gap?: number; lineHeight?: number } = {},
  ) {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const x = opts.x ?? MARGIN;
    const width = opts.width ?? CONTENT_WIDTH - (x - MARGIN);
    const lineHeight = opts.lineHeight ?? size * 1.4;
    for (const line of wrap(encodable(raw, font), font, size, width)) {
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.gap ?? 0;
  }

  space(points: number) {
    this.y -= points;
  }

  rule() {
    this.space(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.75, color: LINE });
    this.space(6);
  }
}

function header(w: Writer, lang: Language, title: string) {
  const { page, fonts } = w;
  page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: BRAND });
  page.drawText(encodable(T.brand[lang], fonts.bold), { x: MARGIN, y: PAGE.height - 36, size: 10, font: fonts.bold, color: BRAND });
  w.y = PAGE.height - 52;
  w.text(title, { size: 22, bold: true, gap: 6, lineHeight: 28 });
}

function footer(page: PDFPage, fonts: Fonts, lang: Language, n: number, total: number) {
  const note = encodable(T.footer[lang], fonts.regular);
  page.drawLine({ start: { x: MARGIN, y: 48 }, end: { x: PAGE.width - MARGIN, y: 48 }, thickness: 0.75, color: LINE });
  page.drawText(note, { x: MARGIN, y: 34, size: 7.5, font: fonts.regular, color: MUTED });
  const label = T.pageOf[lang].replace("{n}", String(n)).replace("{total}", String(total));
  const width = fonts.regular.widthOfTextAtSize(label, 7.5);
  page.drawText(label, { x: PAGE.width - MARGIN - width, y: 22, size: 7.5, font: fonts.regular, color: MUTED });
}

function coverPage(w: Writer, lang: Language) {
  const { page, fonts } = w;
  const bandHeight = 300;
  page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: BRAND });
  page.drawText(encodable(T.brand[lang], fonts.bold), { x: MARGIN, y: PAGE.height - 70, size: 16, font: fonts.bold, color: WHITE });
  w.y = PAGE.height - 120;
  w.text(T.title[lang], { size: 30, bold: true, color: WHITE, lineHeight: 36, width: CONTENT_WIDTH - 40 });
  w.space(10);
  w.text(T.subtitle[lang], { size: 13, color: WHITE, lineHeight: 19, width: CONTENT_WIDTH - 60 });

  // Key facts, four in a row under the band.
  const boxWidth = (CONTENT_WIDTH - 3 * 12) / 4;
  const top = PAGE.height - bandHeight - 30;
  T.facts.forEach(([value, label], i) => {
    const x = MARGIN + i * (boxWidth + 12);
    page.drawRectangle({ x, y: top - 62, width: boxWidth, height: 62, color: SOFT, borderColor: LINE, borderWidth: 0.75 });
    page.drawText(encodable(value[lang], fonts.bold), { x: x + 10, y: top - 28, size: 16, font: fonts.bold, color: BRAND });
    page.drawText(encodable(label[lang], fonts.regular), { x: x + 10, y: top - 46, size: 8.5, font: fonts.regular, color: MUTED });
  });

  w.y = top - 90;
  w.text(T.solutionsTitle[lang], { size: 16, bold: true, gap: 6, lineHeight: 22 });
  for (const [name, text] of T.solutions) {
    w.space(4);
    w.text(name[lang], { size: 12, bold: true, color: BRAND });
    w.text(text[lang], { size: 10.5, color: MUTED, gap: 4 });
  }
}

function plansPage(w: Writer, lang: Language) {
  header(w, lang, T.plansTitle[lang]);
  w.text(T.plansIntro[lang], { size: 11, color: MUTED, gap: 10 });
  for (const plan of getPlans(lang)) {
    const indicative = (INDICATIVE_PLAN_IDS as readonly string[]).includes(plan.id)
      ? T.from[lang].replace("{price}", formatEuros(indicativeMonthlyEuros(plan.id as "essential" | "premium") * 100, lang))
      : T.custom[lang];
    w.rule();
    w.text(`${plan.name} — ${plan.priceDisplay}`, { size: 14, bold: true, color: BRAND });
    w.text(plan.tagline, { size: 10.5, bold: true });
    w.text(indicative, { size: 9, color: MUTED, gap: 2 });
    w.text(plan.description, { size: 9.5, color: MUTED, gap: 2 });
    const students = plan.maxStudents === "unlimited" ? plan.figures.students : `${T.upTo[lang]} ${plan.figures.students}`;
    const figures = [
      `${T.figures.students[lang]} : ${students}`,
      `${T.figures.automations[lang]} : ${plan.figures.automations}`,
      `${T.figures.storage[lang]} : ${plan.figures.storage}`,
      `${T.figures.sla[lang]} : ${plan.figures.sla}`,
      `${T.figures.response[lang]} : ${plan.support.responseTime}`,
    ].map((f) => (lang === "en" ? f.replace(" : ", ": ") : f.replace(" : ", "\u00a0: ")));
    w.text(figures.join("   ·   "), { size: 9, bold: true, gap: 2 });
    w.text(plan.inclusions.join(" · "), { size: 9, color: MUTED });
  }
}

function addonsPage(w: Writer, lang: Language) {
  header(w, lang, T.addonsTitle[lang]);
  w.text(T.addonsIntro[lang], { size: 11, color: MUTED, gap: 8 });
  for (const addon of getAddons(lang)) {
    w.rule();
    w.text(`${addon.name} — ${addon.price}`, { size: 12, bold: true, color: BRAND });
    w.text(addon.description, { size: 9.5, color: MUTED });
    w.text(addon.features.join(" · "), { size: 9 });
    if (addon.includedIn.includes("excellence")) w.text(T.included[lang], { size: 9, bold: true });
  }
}

function deploymentPage(w: Writer, lang: Language) {
  header(w, lang, T.deployTitle[lang]);
  const m = getMigrationPage(lang);
  m.steps.forEach((step, i) => {
    w.space(2);
    w.text(`${i + 1}. ${step.title} · ${step.duration}`, { size: 11, bold: true });
    w.text(step.description, { size: 9.5, color: MUTED, x: MARGIN + 14 });
  });
  w.space(12);
  w.text(T.securityTitle[lang], { size: 16, bold: true, lineHeight: 22, gap: 2 });
  for (const item of T.security) w.text(`•  ${item[lang]}`, { size: 10.5 });
  w.space(16);

  const boxTop = w.y;
  const boxHeight = 116;
  w.page.drawRectangle({ x: MARGIN, y: boxTop - boxHeight, width: CONTENT_WIDTH, height: boxHeight, color: SOFT, borderColor: LINE, borderWidth: 0.75 });
  w.y = boxTop - 6;
  w.text(T.contactTitle[lang], { size: 14, bold: true, x: MARGIN + 16, color: BRAND, lineHeight: 20 });
  const address = `${COMPANY.legalName}, ${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}`;
  for (const line of [address, `${COMPANY.phone} · ${COMPANY.email}`, ...T.contactLines.map((l) => l[lang])]) {
    w.text(line, { size: 10, x: MARGIN + 16 });
  }
}

export async function buildBrochure(lang: Language): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(`${T.brand[lang]} — ${T.title[lang]}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setSubject(T.subtitle[lang]);
  doc.setKeywords(["GA Academic+", "GA Learning", "GA Services", "GA Enterprise"]);
  doc.setLanguage(lang === "fr" ? "fr-FR" : "en-GB");
  doc.setCreator(T.brand[lang]);
  doc.setProducer(T.brand[lang]);
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);

  const builders = [coverPage, plansPage, addonsPage, deploymentPage];
  for (const build of builders) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const w = new Writer(page, fonts);
    build(w, lang);
    if (w.y < 60) throw new Error(`Brochure (${lang}): page ${doc.getPageCount()} overflows`);
  }
  const total = doc.getPageCount();
  if (total !== BROCHURE_PAGES) throw new Error(`Brochure (${lang}): ${total} pages, expected ${BROCHURE_PAGES}`);
  doc.getPages().forEach((page, i) => footer(page, fonts, lang, i + 1, total));
  return doc.save({ useObjectStreams: true });
}

/**
 * A template: header and one example row, written by the product's one CSV writer (app/lib/csv.ts:
 * `;`-separated as French spreadsheets expect, UTF-8 with BOM, formula-like cells neutralised).
 */
export function templateCsv(columns: readonly string[], example: readonly string[]): string {
  return toCsv(columns, [example]);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  for (const lang of ["fr", "en"] as const) {
    const pdf = await buildBrochure(lang);
    await writeFile(path.join(outDir, BROCHURE_FILES[lang]), pdf);
    for (const t of IMPORT_TEMPLATES) {
      const columns = t.columns.map((c: LText) => c[lang]);
      if (columns.length !== t.example[lang].length) throw new Error(`Template ${t.id}: example row does not match`);
      await writeFile(path.join(outDir, t.file[lang]), templateCsv(columns, t.example[lang]));
    }
    console.log(`downloads (${lang}): ${BROCHURE_FILES[lang]} (${Math.round(pdf.length / 1024)} KB) and ${IMPORT_TEMPLATES.length} templates`);
  }
}

if (import.meta.main) await main();
