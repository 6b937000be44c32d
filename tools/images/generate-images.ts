/**
 * Writes the site's illustrations into public/: product-screen mock-ups, service and solution
 * illustrations, initials avatars, the favicon (SVG and ICO), the Apple touch icon and the Open
 * Graph images. Raster files are rendered from SVG by the system's Chromium.
 *
 *   node tools/images/generate-images.ts          # everything
 *   node tools/images/generate-images.ts --svg    # SVG files only (no browser needed)
 *
 * The output is committed: the site never generates images at run time.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { MODULES } from "../../content/modules/index.ts";
import { SOLUTIONS } from "../../content/solutions.ts";
import { SERVICES } from "../../content/services.ts";
import { TESTIMONIALS, type Testimonial } from "../../content/testimonials.ts";
import { LANGUAGES } from "../../app/lib/i18n/languages.ts";
import { SERVICE_IDS, type ModuleSetId, type ServiceId } from "../../app/lib/routing/pages.ts";
import { heroDashboard, teamIllustration } from "./home.ts";
import { pngSize, pngToIco } from "./ico.ts";
import { illustration, type IllustrationSpec } from "./illustrations.ts";
import { moduleScreen } from "./module-screens.ts";
import { avatar, C, esc, FONT, icon, svgDocument } from "./svg-kit.ts";

const root = path.resolve(import.meta.dirname, "../..");
const pub = (...parts: string[]) => path.join(root, "public", ...parts);

function write(file: string, content: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// ---- Mock-ups and illustrations ----------------------------------------------------------------------

const SERVICE_SCENES: Readonly<Record<ServiceId, Pick<IllustrationSpec, "scene" | "badges">>> = {
  "developpement-applications": { scene: "phone", badges: ["bell-ring", "id-card", "calendar-days"] },
  "sites-web-portails": { scene: "browser", badges: ["globe", "search", "accessibility"] },
  "accompagnement-projet": { scene: "board", badges: ["compass", "users", "calendar-check"] },
  "innovations-pedagogiques": { scene: "board", badges: ["lightbulb", "sparkles", "presentation"] },
  "e-learning": { scene: "laptop", badges: ["monitor-play", "list-checks", "award"] },
  "vr-ar": { scene: "headset", badges: ["glasses", "shield-check", "trophy"] },
  "ia-educative": { scene: "chat", badges: ["brain", "sparkles", "lock"] },
  "serious-games": { scene: "game", badges: ["trophy", "target", "medal"] },
  "migration-data": { scene: "server", badges: ["database-zap", "refresh-cw", "shield-check"] },
  "formation-equipes": { scene: "certificate", badges: ["presentation", "users", "award"] },
  "audit-transformation": { scene: "laptop", badges: ["search-check", "clipboard-check", "chart-line"] },
  "integrations-api": { scene: "network", badges: ["plug-zap", "key-round", "workflow"] },
  "accompagnement-deploiement": { scene: "laptop", badges: ["rocket", "calendar-check", "headset"] },
};

const SOLUTION_SCENES: readonly (IllustrationSpec & { file: string })[] = [
  {
    file: "ecoles",
    title: "GA",
    accent: "#047857",
    scene: "school",
    badges: ["utensils", "message-square-text", "notebook-pen"],
  },
  {
    file: "colleges-lycees",
    title: "GA",
    accent: "#1d4ed8",
    scene: "college",
    badges: ["calendar-days", "user-check", "file-text"],
  },
  {
    file: "superieur",
    title: "GA",
    accent: "#6d28d9",
    scene: "campus",
    badges: ["graduation-cap", "layers", "scale"],
  },
  {
    file: "ga-academic",
    title: "GA Academic+",
    accent: "#1d4ed8",
    scene: "laptop",
    badges: ["layers", "shield-check", "chart-column"],
  },
  {
    file: "ga-learning",
    title: "GA Learning",
    accent: "#0369a1",
    scene: "tablet",
    badges: ["video", "route", "award"],
  },
  {
    file: "ga-services",
    title: "GA Services",
    accent: "#7c3aed",
    scene: "browser",
    badges: ["smartphone", "lightbulb", "compass"],
  },
  {
    file: "index",
    title: "GA",
    accent: "#1d4ed8",
    scene: "group",
    badges: ["graduation-cap", "monitor-play", "sparkles"],
  },
  {
    file: "secteurs",
    title: "GA",
    accent: "#0f766e",
    scene: "campus",
    badges: ["school", "hammer", "users"],
  },
  {
    file: "lms",
    title: "GA Learning",
    accent: "#0369a1",
    scene: "laptop",
    badges: ["video", "award", "smartphone"],
  },
  {
    file: "standard",
    title: "GA Academic+ Standard",
    accent: "#047857",
    scene: "tablet",
    badges: ["school", "receipt-euro", "smartphone"],
  },
  {
    file: "premium",
    title: "GA Academic+ Premium",
    accent: "#1d4ed8",
    scene: "laptop",
    badges: ["layers", "workflow", "headset"],
  },
  {
    file: "ultimate",
    title: "GA Academic+ Ultimate",
    accent: "#4338ca",
    scene: "server",
    badges: ["gauge", "lock", "chart-pie"],
  },
  {
    file: "flex",
    title: "GA Enterprise",
    accent: "#0f766e",
    scene: "group",
    badges: ["puzzle", "network", "settings"],
  },
];

function allTestimonials(): Testimonial[] {
  const list: Testimonial[] = [...Object.values(TESTIMONIALS)];
  for (const m of Object.values(MODULES)) list.push(...m.testimonials);
  for (const s of Object.values(SOLUTIONS)) list.push(s.testimonial);
  return list;
}

function avatarSvg(name: string): string {
  return svgDocument(96, 96, name, avatar(48, 48, 48, name));
}

/** The brand mark: a graduation cap on the brand blue. */
function brandMark(size: number, radius: number): string {
  return (
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${C.brand}"/>` +
    icon("graduation-cap", size * 0.18, size * 0.18, size * 0.64, "#ffffff", 2.2)
  );
}

function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${brandMark(64, 14)}</svg>\n`;
}

function ogImage(lang: "fr" | "en"): string {
  const t = {
    fr: {
      brand: "GA Éducation",
      title: ["La gestion de", "votre établissement,", "enfin simple"],
      sub: ["Scolarité, examens, finances, e-learning", "Hébergé en France"],
    },
    en: {
      brand: "GA Education",
      title: ["Running your", "institution,", "made simple"],
      sub: ["Admissions, exams, finance, e-learning", "Hosted in France"],
    },
  }[lang];
  const dashboard = Buffer.from(heroDashboard()).toString("base64");
  const lines = t.title
    .map(
      (line, i) =>
        `<text x="64" y="${228 + i * 62}" font-size="50" font-weight="800" fill="${i === 2 ? "#bfdbfe" : "#ffffff"}">${esc(line)}</text>`,
    )
    .join("");
  const sub = t.sub
    .map((line, i) => `<text x="64" y="${436 + i * 32}" font-size="23" fill="#dbeafe">${esc(line)}</text>`)
    .join("");
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
    `<circle cx="1120" cy="60" r="220" fill="#ffffff" opacity="0.06"/><circle cx="80" cy="640" r="260" fill="#ffffff" opacity="0.05"/>` +
    `<g transform="translate(700 140) rotate(-4)"><rect x="-6" y="-6" width="612" height="398" rx="20" fill="#0f172a" opacity="0.25"/><image width="600" height="390" href="data:image/svg+xml;base64,${dashboard}"/></g>` +
    `<g transform="translate(64 56)">${brandMark(64, 16).replace(`fill="${C.brand}"`, 'fill="#ffffff"').replace('stroke="#ffffff"', `stroke="${C.brand}"`)}</g>` +
    `<text x="148" y="100" font-size="34" font-weight="800" fill="#ffffff">${esc(t.brand)}</text>` +
    lines +
    sub +
    `<g transform="translate(64 520)"><rect width="${lang === "fr" ? 250 : 290}" height="56" rx="12" fill="#ffffff"/><text x="${lang === "fr" ? 125 : 145}" y="36" font-size="22" font-weight="700" fill="#1e3a8a" text-anchor="middle">${lang === "fr" ? "ga-education.fr" : "ga-education.fr/en"}</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="${FONT}">${body}</svg>`;
}

function writeSvgs(): number {
  let count = 0;
  write(pub("images/home/dashboard.svg"), heroDashboard());
  write(pub("images/home/team.svg"), teamIllustration());
  count += 2;

  for (const [set, content] of Object.entries(MODULES) as [ModuleSetId, (typeof MODULES)[ModuleSetId]][]) {
    for (const lang of LANGUAGES) {
      content.screenshots.forEach((shot, i) => {
        const file = shot.image[lang];
        write(pub(file), moduleScreen(set, i as 0 | 1, lang, content.colour));
        count++;
      });
    }
  }

  for (const id of SERVICE_IDS) {
    const s = SERVICES[id];
    write(pub(s.image.src), illustration({ title: s.title.fr, accent: s.colour, ...SERVICE_SCENES[id] }));
    count++;
  }
  write(
    pub("images/services/index.svg"),
    illustration({
      title: "GA Services",
      accent: "#7c3aed",
      scene: "browser",
      badges: ["sparkles", "smartphone", "lightbulb"],
    }),
  );
  count++;

  for (const spec of SOLUTION_SCENES) {
    write(pub(`images/solutions/${spec.file}.svg`), illustration(spec));
    count++;
  }

  const seen = new Set<string>();
  for (const t of allTestimonials()) {
    if (seen.has(t.avatar)) continue;
    seen.add(t.avatar);
    write(pub(t.avatar), avatarSvg(t.name));
    count++;
  }

  write(pub("favicon.svg"), favicon());
  count++;
  return count;
}

// ---- Raster files -----------------------------------------------------------------------------------------

async function writeRasters() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const render = async (svg: string, width: number, height: number, transparent: boolean) => {
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${width}" height="${height}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
      return new Uint8Array(
        await page.screenshot({
          clip: { x: 0, y: 0, width, height },
          omitBackground: transparent,
          type: "png",
        }),
      );
    };

    const fav = favicon();
    const png32 = await render(fav, 32, 32, true);
    const png48 = await render(fav, 48, 48, true);
    write(
      pub("favicon.ico"),
      pngToIco([
        { size: 32, png: png32 },
        { size: 48, png: png48 },
      ]),
    );

    // The Apple touch icon is opaque: iOS fills transparent corners with black.
    const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">${brandMark(180, 0)}</svg>`;
    write(pub("apple-touch-icon.png"), await render(touch, 180, 180, false));

    for (const lang of ["fr", "en"] as const) {
      write(pub(`images/og-${lang}.png`), await render(ogImage(lang), 1200, 630, false));
    }
  } finally {
    await browser.close();
  }
  for (const f of ["apple-touch-icon.png", "images/og-fr.png", "images/og-en.png"]) {
    const { width, height } = pngSize(new Uint8Array(readFileSync(pub(f))));
    console.log(`${f}: ${width}×${height}`);
  }
}

const svgCount = writeSvgs();
console.log(`${svgCount} SVG files written to public/`);
if (!process.argv.includes("--svg")) await writeRasters();
