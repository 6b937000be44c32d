/**
 * Building blocks for the site's illustrations: product-screen mock-ups (window, sidebar, KPI
 * cards, tables, charts, timetables) and simple decorative shapes, written as plain SVG strings.
 * Icons are Lucide's own drawings, so the mock-ups look like the product's interface.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

export const C = {
  ink: "#0f172a",
  muted: "#64748b",
  faint: "#94a3b8",
  line: "#e2e8f0",
  soft: "#f1f5f9",
  softer: "#f8fafc",
  white: "#ffffff",
  navy: "#0f2a5f",
  navyLine: "#1e3a8a",
  brand: "#1d4ed8",
  brandLight: "#3b82f6",
  green: "#15803d",
  greenSoft: "#dcfce7",
  amber: "#b45309",
  amberSoft: "#fef3c7",
  red: "#b91c1c",
  redSoft: "#fee2e2",
  blueSoft: "#dbeafe",
} as const;

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Rough width of a text in px, enough to keep labels inside their boxes. */
export function textWidth(text: string, size: number, weight = 400): number {
  return text.length * size * (weight >= 600 ? 0.58 : 0.54);
}

export function fit(text: string, size: number, maxWidth: number, weight = 400): string {
  if (textWidth(text, size, weight) <= maxWidth) return text;
  let t = text;
  while (t.length > 1 && textWidth(`${t}…`, size, weight) > maxWidth) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

interface TextOpts {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  max?: number;
}

export function text(x: number, y: number, value: string, o: TextOpts = {}): string {
  const size = o.size ?? 13;
  const weight = o.weight ?? 400;
  const content = o.max ? fit(value, size, o.max, weight) : value;
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}" font-weight="${weight}" fill="${o.fill ?? C.ink}"${
    o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : ""
  }>${esc(content)}</text>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { fill?: string; stroke?: string; rx?: number; opacity?: number } = {},
): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${o.rx ? ` rx="${o.rx}"` : ""} fill="${
    o.fill ?? "none"
  }"${o.stroke ? ` stroke="${o.stroke}"` : ""}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ""): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;
}

function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

// ---- Lucide icons -------------------------------------------------------------------------------

type IconNode = [string, Record<string, string>][];

const iconCache = new Map<string, IconNode>();

function iconNode(name: string): IconNode {
  const cached = iconCache.get(name);
  if (cached) return cached;
  // The icon modules export their drawing as `__iconData` next to the React component; alias
  // modules (circle-help → circle-question-mark) only re-export another icon.
  const file = require.resolve(`lucide-react/icons/${name}`);
  const alias = /export \{ default \} from '\.\/(.+)\.mjs'/.exec(readFileSync(file, "utf8"));
  if (alias?.[1]) return iconNode(alias[1]);
  const mod = require(file) as { __iconData?: { node: IconNode } };
  const node = mod.__iconData?.node;
  if (!node) throw new Error(`Unknown icon ${name}`);
  iconCache.set(name, node);
  return node;
}

/** A Lucide icon drawn at (x, y) with the given size and colour. */
export function icon(
  name: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  strokeWidth = 2,
): string {
  const scale = size / 24;
  const parts = iconNode(name)
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .filter(([k]) => k !== "key")
        .map(([k, v]) => `${k}="${esc(String(v))}"`)
        .join(" ");
      return `<${tag} ${a}/>`;
    })
    .join("");
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${parts}</g>`;
}

/** An icon centred in a rounded tile. */
export function iconTile(name: string, x: number, y: number, size: number, bg: string, fg: string): string {
  const inner = Math.round(size * 0.5);
  return (
    rect(x, y, size, size, { fill: bg, rx: Math.round(size / 4) }) +
    icon(name, x + (size - inner) / 2, y + (size - inner) / 2, inner, fg)
  );
}

// ---- Colours ----------------------------------------------------------------------------------------

/** Mixes a hex colour with white (t = 0 keeps the colour, 1 gives white). */
export function tint(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  const rr = mix((n >> 16) & 255);
  const gg = mix((n >> 8) & 255);
  const bb = mix(n & 255);
  return `#${((1 << 24) | (rr << 16) | (gg << 8) | bb).toString(16).slice(1)}`;
}

export function svgDocument(width: number, height: number, title: string, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="${FONT}"><title>${esc(
    title,
  )}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

// ---- Panels -------------------------------------------------------------------------------------------

export type Tone = "ok" | "warn" | "bad" | "info" | "neutral";

export interface Pill {
  readonly text: string;
  readonly tone: Tone;
}

const TONES: Record<Tone, [string, string]> = {
  ok: [C.greenSoft, C.green],
  warn: [C.amberSoft, C.amber],
  bad: [C.redSoft, C.red],
  info: [C.blueSoft, C.brand],
  neutral: [C.soft, C.muted],
};

export function pill(x: number, y: number, p: Pill, anchor: "start" | "end" = "start"): string {
  const w = textWidth(p.text, 11, 600) + 18;
  const left = anchor === "end" ? x - w : x;
  const [bg, fg] = TONES[p.tone];
  return (
    rect(left, y - 14, w, 22, { fill: bg, rx: 11 }) +
    text(left + w / 2, y + 1, p.text, { size: 11, weight: 600, fill: fg, anchor: "middle" })
  );
}

export function initials(name: string): string {
  const parts = name
    .replace(/^(Dr|Pr|Me)\.?\s+/i, "")
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export const AVATAR_COLOURS = [
  "#1d4ed8",
  "#047857",
  "#6d28d9",
  "#b91c1c",
  "#c2410c",
  "#be185d",
  "#0f766e",
  "#4338ca",
  "#475569",
  "#0369a1",
] as const;

export function colourFor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length] ?? C.brand;
}

export function avatar(cx: number, cy: number, radius: number, name: string): string {
  return (
    circle(cx, cy, radius, colourFor(name)) +
    text(cx, cy + radius * 0.36, initials(name), {
      size: Math.round(radius * 0.9),
      weight: 700,
      fill: C.white,
      anchor: "middle",
    })
  );
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A white card with a title; returns the card and the inner box left for its content. */
export function card(b: Box, title?: string, aside?: string): { svg: string; inner: Box } {
  let svg = rect(b.x, b.y, b.w, b.h, { fill: C.white, stroke: C.line, rx: 12 });
  if (title)
    svg += text(b.x + 20, b.y + 32, title, {
      size: 15,
      weight: 700,
      max: b.w - 40 - (aside ? textWidth(aside, 12) + 10 : 0),
    });
  if (aside) svg += text(b.x + b.w - 20, b.y + 32, aside, { size: 12, fill: C.muted, anchor: "end" });
  const top = title ? 52 : 16;
  return { svg, inner: { x: b.x + 20, y: b.y + top, w: b.w - 40, h: b.h - top - 16 } };
}

export type Cell = string | Pill | { readonly person: string };

export function table(
  b: Box,
  columns: readonly string[],
  rows: readonly (readonly Cell[])[],
  widths?: readonly number[],
): string {
  const ws = widths ?? columns.map(() => 1);
  const total = ws.reduce((a, c) => a + c, 0);
  const xs: number[] = [];
  let acc = b.x;
  for (const w of ws) {
    xs.push(acc);
    acc += (w / total) * b.w;
  }
  const colW = (i: number) => ((ws[i] ?? 1) / total) * b.w - 12;
  let svg = rect(b.x - 8, b.y, b.w + 16, 32, { fill: C.softer, rx: 6 });
  columns.forEach((c, i) => {
    svg += text((xs[i] ?? 0) + 4, b.y + 21, c, { size: 11, weight: 600, fill: C.muted, max: colW(i) });
  });
  const rowH = Math.min(46, (b.h - 36) / Math.max(rows.length, 1));
  rows.forEach((row, ri) => {
    const y = b.y + 36 + ri * rowH;
    const mid = y + rowH / 2;
    if (ri > 0) svg += rect(b.x - 8, y, b.w + 16, 1, { fill: C.line });
    row.forEach((cell, ci) => {
      const x = (xs[ci] ?? 0) + 4;
      if (typeof cell === "string") {
        svg += text(x, mid + 4.5, cell, {
          size: 13,
          fill: ci === 0 ? C.ink : "#334155",
          weight: ci === 0 ? 600 : 400,
          max: colW(ci),
        });
      } else if ("person" in cell) {
        svg +=
          avatar(x + 14, mid, 14, cell.person) +
          text(x + 36, mid + 4.5, cell.person, { size: 13, weight: 600, max: colW(ci) - 36 });
      } else {
        svg += pill(x, mid + 1, cell);
      }
    });
  });
  return svg;
}

export function bars(
  b: Box,
  labels: readonly string[],
  values: readonly number[],
  colour: string,
  max?: number,
): string {
  const top = max ?? Math.max(...values) * 1.15;
  const chartH = b.h - 28;
  let svg = "";
  for (let i = 0; i <= 4; i++) {
    const y = b.y + (chartH * i) / 4;
    svg += rect(b.x, y, b.w, 1, { fill: C.line });
  }
  const slot = b.w / values.length;
  const bw = Math.min(34, slot * 0.56);
  values.forEach((v, i) => {
    const h = (v / top) * chartH;
    const x = b.x + slot * i + (slot - bw) / 2;
    svg += rect(x, b.y + chartH - h, bw, h, {
      fill: i === values.length - 1 ? colour : tint(colour, 0.45),
      rx: 5,
    });
    svg += text(x + bw / 2, b.y + b.h - 6, labels[i] ?? "", { size: 11, fill: C.muted, anchor: "middle" });
  });
  return svg;
}

export function lineChart(
  b: Box,
  labels: readonly string[],
  series: readonly (readonly number[])[],
  colour: string,
  id: string,
  range?: readonly [number, number],
): string {
  const all = series.flat();
  const lo = range?.[0] ?? Math.min(...all) * 0.9;
  const hi = range?.[1] ?? Math.max(...all) * 1.05;
  const chartH = b.h - 28;
  const px = (i: number, n: number) => b.x + (b.w * i) / (n - 1);
  const py = (v: number) => b.y + chartH - ((v - lo) / (hi - lo)) * chartH;
  let svg = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.28"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs>`;
  for (let i = 0; i <= 4; i++) svg += rect(b.x, b.y + (chartH * i) / 4, b.w, 1, { fill: C.line });
  series.forEach((s, si) => {
    const pts = s.map((v, i) => `${r(px(i, s.length))},${r(py(v))}`).join(" ");
    if (si === 0) {
      svg += `<polygon points="${r(b.x)},${r(b.y + chartH)} ${pts} ${r(b.x + b.w)},${r(b.y + chartH)}" fill="url(#${id})"/>`;
      svg += `<polyline points="${pts}" fill="none" stroke="${colour}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
      const last = s.length - 1;
      svg += circle(px(last, s.length), py(s[last] ?? 0), 5, C.white, ` stroke="${colour}" stroke-width="3"`);
    } else {
      svg += `<polyline points="${pts}" fill="none" stroke="${C.faint}" stroke-width="2" stroke-dasharray="6 6"/>`;
    }
  });
  labels.forEach((l, i) => {
    svg += text(px(i, labels.length), b.y + b.h - 6, l, { size: 11, fill: C.muted, anchor: "middle" });
  });
  return svg;
}

export function donut(
  b: Box,
  segments: readonly { label: string; value: number; colour: string }[],
  centre: { value: string; label: string },
): string {
  const radius = Math.min(b.h * 0.32, b.w * 0.26, 78);
  const cx = b.x + radius + 14;
  const cy = b.y + radius + 14;
  const total = segments.reduce((a, s) => a + s.value, 0);
  const circ = 2 * Math.PI * radius;
  let offset = 0;
  let svg = circle(cx, cy, radius, "none", ` stroke="${C.soft}" stroke-width="22"`);
  for (const s of segments) {
    const len = (s.value / total) * circ;
    svg += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${s.colour}" stroke-width="22" stroke-dasharray="${r(len - 3)} ${r(circ - len + 3)}" stroke-dashoffset="${r(-offset)}" transform="rotate(-90 ${r(cx)} ${r(cy)})"/>`;
    offset += len;
  }
  svg += text(cx, cy + 4, centre.value, { size: 22, weight: 700, anchor: "middle" });
  svg += text(cx, cy + 22, centre.label, { size: 11, fill: C.muted, anchor: "middle", max: radius * 1.5 });
  const legendX = b.w > radius * 2 + 200 ? cx + radius + 36 : b.x;
  const legendY = b.w > radius * 2 + 200 ? b.y + 24 : cy + radius + 34;
  segments.forEach((s, i) => {
    const y = legendY + i * 26;
    svg += rect(legendX, y - 9, 10, 10, { fill: s.colour, rx: 3 });
    svg += text(legendX + 18, y, s.label, { size: 12, fill: "#334155", max: b.x + b.w - legendX - 70 });
    svg += text(b.x + b.w, y, `${Math.round((s.value / total) * 100)} %`.replace(" %", "%"), {
      size: 12,
      weight: 600,
      anchor: "end",
    });
  });
  return svg;
}

export function progressList(
  b: Box,
  items: readonly { label: string; value: number; note?: string }[],
  colour: string,
): string {
  let svg = "";
  const step = Math.min(52, b.h / items.length);
  items.forEach((it, i) => {
    const y = b.y + i * step;
    svg += text(b.x, y + 14, it.label, { size: 13, weight: 600, max: b.w - 60 });
    svg += text(b.x + b.w, y + 14, it.note ?? `${it.value}%`, { size: 12, fill: C.muted, anchor: "end" });
    svg += rect(b.x, y + 24, b.w, 8, { fill: C.soft, rx: 4 });
    svg += rect(b.x, y + 24, (b.w * it.value) / 100, 8, { fill: colour, rx: 4 });
  });
  return svg;
}

export function list(
  b: Box,
  items: readonly { icon: string; title: string; meta: string; pill?: Pill }[],
  colour: string,
): string {
  let svg = "";
  const step = Math.min(58, b.h / items.length);
  items.forEach((it, i) => {
    const y = b.y + i * step;
    if (i > 0) svg += rect(b.x, y - 6, b.w, 1, { fill: C.line });
    svg += iconTile(it.icon, b.x, y + 2, 36, tint(colour, 0.88), colour);
    const pillW = it.pill ? textWidth(it.pill.text, 11, 600) + 26 : 0;
    svg += text(b.x + 48, y + 17, it.title, { size: 13, weight: 600, max: b.w - 56 - pillW });
    svg += text(b.x + 48, y + 35, it.meta, { size: 12, fill: C.muted, max: b.w - 56 - pillW });
    if (it.pill) svg += pill(b.x + b.w, y + 22, it.pill, "end");
  });
  return svg;
}

export interface Slot {
  readonly day: number;
  readonly start: number;
  readonly length: number;
  readonly title: string;
  readonly meta: string;
  readonly colour: string;
}

export function timetable(
  b: Box,
  days: readonly string[],
  hours: readonly number[],
  slots: readonly Slot[],
): string {
  const left = 44;
  const colW = (b.w - left) / days.length;
  const rowH = (b.h - 28) / hours.length;
  let svg = "";
  days.forEach((d, i) => {
    svg += text(b.x + left + colW * i + colW / 2, b.y + 14, d, {
      size: 12,
      weight: 600,
      fill: C.muted,
      anchor: "middle",
    });
  });
  hours.forEach((h, i) => {
    const y = b.y + 28 + rowH * i;
    svg += rect(b.x + left, y, b.w - left, 1, { fill: C.line });
    svg += text(b.x, y + 12, `${h}:00`, { size: 11, fill: C.faint });
  });
  const first = hours[0] ?? 8;
  for (const s of slots) {
    const x = b.x + left + colW * s.day + 3;
    const y = b.y + 28 + (s.start - first) * rowH + 3;
    const h = s.length * rowH - 6;
    svg += rect(x, y, colW - 6, h, { fill: tint(s.colour, 0.86), rx: 6 });
    svg += rect(x, y, 4, h, { fill: s.colour, rx: 2 });
    svg += text(x + 10, y + 17, s.title, { size: 11, weight: 700, fill: C.ink, max: colW - 22 });
    if (h > 34) svg += text(x + 10, y + 32, s.meta, { size: 10, fill: "#475569", max: colW - 22 });
  }
  return svg;
}

export function kanban(
  b: Box,
  columns: readonly { title: string; colour: string; cards: readonly { title: string; meta: string }[] }[],
): string {
  const gap = 14;
  const colW = (b.w - gap * (columns.length - 1)) / columns.length;
  let svg = "";
  columns.forEach((col, i) => {
    const x = b.x + i * (colW + gap);
    svg += rect(x, b.y, colW, b.h, { fill: C.softer, rx: 10 });
    svg += circle(x + 16, b.y + 20, 5, col.colour);
    svg += text(x + 28, b.y + 24, col.title, { size: 12, weight: 700, max: colW - 60 });
    svg += text(x + colW - 14, b.y + 24, String(col.cards.length), {
      size: 12,
      fill: C.muted,
      anchor: "end",
    });
    col.cards.forEach((c, ci) => {
      const y = b.y + 40 + ci * 74;
      if (y + 64 > b.y + b.h) return;
      svg += rect(x + 10, y, colW - 20, 64, { fill: C.white, stroke: C.line, rx: 8 });
      svg += text(x + 22, y + 24, c.title, { size: 12, weight: 600, max: colW - 44 });
      svg += text(x + 22, y + 44, c.meta, { size: 11, fill: C.muted, max: colW - 44 });
    });
  });
  return svg;
}

export function monthCalendar(
  b: Box,
  weekDays: readonly string[],
  firstWeekday: number,
  days: number,
  marks: Readonly<Record<number, string>>,
  today: number,
): string {
  const colW = b.w / 7;
  const rowH = Math.min(40, (b.h - 24) / 6);
  let svg = "";
  weekDays.forEach((d, i) => {
    svg += text(b.x + colW * i + colW / 2, b.y + 12, d, {
      size: 11,
      weight: 600,
      fill: C.muted,
      anchor: "middle",
    });
  });
  for (let d = 1; d <= days; d++) {
    const idx = firstWeekday + d - 1;
    const cx = b.x + colW * (idx % 7) + colW / 2;
    const cy = b.y + 34 + Math.floor(idx / 7) * rowH;
    if (d === today) svg += circle(cx, cy - 4, 14, C.brand);
    svg += text(cx, cy + 1, String(d), {
      size: 12,
      weight: d === today ? 700 : 400,
      fill: d === today ? C.white : C.ink,
      anchor: "middle",
    });
    const mark = marks[d];
    if (mark) svg += circle(cx, cy + 11, 3, mark);
  }
  return svg;
}

// ---- Window and screen ----------------------------------------------------------------------------------

export interface NavItem {
  readonly icon: string;
  readonly label?: string;
}

export interface Kpi {
  readonly icon: string;
  readonly label?: string;
  readonly value: string;
  readonly delta?: Pill;
}

export const SCREEN = { width: 1200, height: 760 } as const;

/**
 * A product window: title bar, sidebar (with labels, or an icon rail), a header and KPI cards.
 * Returns the SVG body and the box left for panels.
 */
export function productWindow(o: {
  accent: string;
  nav: readonly NavItem[];
  active: number;
  title?: string;
  subtitle?: string;
  search?: string;
  user: string;
  kpis: readonly Kpi[];
  rail?: boolean;
}): { svg: string; content: Box } {
  const W = SCREEN.width;
  const H = SCREEN.height;
  const side = o.rail ? 76 : 224;
  let svg = rect(0.5, 0.5, W - 1, H - 1, { fill: C.softer, stroke: C.line, rx: 14 });
  // Title bar.
  svg += `<path d="M14.5 0.5h${W - 29}a14 14 0 0 1 14 14v25.5h-${W - 1}v-25.5a14 14 0 0 1 14-14z" fill="${C.soft}"/>`;
  svg += circle(22, 20, 6, "#f87171") + circle(42, 20, 6, "#fbbf24") + circle(62, 20, 6, "#34d399");
  svg += rect(W / 2 - 170, 8, 340, 24, { fill: C.white, rx: 12 });
  svg += icon("lock", W / 2 - 78, 14, 12, C.faint);
  svg += text(W / 2 + 6, 25, "app.ga-education.fr", { size: 12, fill: C.muted, anchor: "middle" });
  // Sidebar.
  svg += `<path d="M0.5 40h${side}v${H - 54.5}h-${side - 14}a14 14 0 0 1-14-14z" fill="${C.navy}"/>`;
  svg += rect(o.rail ? 20 : 20, 58, 36, 36, { fill: C.brandLight, rx: 10 });
  svg += text(38, 81, "GA", { size: 14, weight: 800, fill: C.white, anchor: "middle" });
  if (!o.rail) svg += text(66, 82, "GA Academic+", { size: 16, weight: 700, fill: C.white });
  o.nav.forEach((item, i) => {
    const y = 124 + i * 46;
    const active = i === o.active;
    if (active) svg += rect(12, y - 4, side - 24, 38, { fill: "#ffffff", rx: 9, opacity: 0.14 });
    if (active)
      svg += rect(12, y + 6, 3, 18, {
        fill: o.accent === C.brand ? C.brandLight : tint(o.accent, 0.3),
        rx: 2,
      });
    svg += icon(item.icon, o.rail ? 27 : 28, y + 5, 20, active ? C.white : "#93a4c3");
    if (!o.rail && item.label)
      svg += text(60, y + 20, item.label, {
        size: 14,
        weight: active ? 600 : 400,
        fill: active ? C.white : "#c7d2e5",
        max: side - 76,
      });
  });
  // Header.
  const x0 = side + 28;
  const right = W - 28;
  if (o.title) {
    svg += text(x0, 80, o.title, { size: 22, weight: 700, max: right - x0 - 330 });
    if (o.subtitle) svg += text(x0, 102, o.subtitle, { size: 13, fill: C.muted, max: right - x0 - 330 });
  } else {
    svg += avatar(x0 + 20, 80, 20, o.user);
    svg += rect(x0 + 52, 66, 150, 12, { fill: C.line, rx: 6 });
    svg += rect(x0 + 52, 86, 96, 10, { fill: C.soft, rx: 5 });
  }
  const searchW = o.search ? 220 : 160;
  svg += rect(right - searchW - 96, 62, searchW, 36, { fill: C.white, stroke: C.line, rx: 10 });
  svg += icon("search", right - searchW - 84, 72, 16, C.faint);
  if (o.search)
    svg += text(right - searchW - 60, 85, o.search, { size: 13, fill: C.faint, max: searchW - 44 });
  else svg += rect(right - searchW - 58, 76, 70, 8, { fill: C.soft, rx: 4 });
  svg += icon("bell", right - 78, 70, 20, C.muted);
  svg += circle(right - 60, 71, 4, C.red);
  svg += avatar(right - 20, 80, 18, o.user);
  // KPI cards.
  const gap = 16;
  const kw = (right - x0 - gap * (o.kpis.length - 1)) / o.kpis.length;
  o.kpis.forEach((k, i) => {
    const x = x0 + i * (kw + gap);
    const y = 124;
    svg += rect(x, y, kw, 92, { fill: C.white, stroke: C.line, rx: 12 });
    svg += iconTile(k.icon, x + 18, y + 22, 44, tint(o.accent, 0.88), o.accent);
    if (k.label)
      svg += text(x + 76, y + 38, k.label, { size: 12, fill: C.muted, max: kw - 90 - (k.delta ? 70 : 0) });
    else svg += rect(x + 76, y + 28, Math.min(110, kw - 170), 9, { fill: C.soft, rx: 4 });
    svg += text(x + 76, y + 66, k.value, { size: 24, weight: 700 });
    if (k.delta) svg += pill(x + kw - 16, y + 36, k.delta, "end");
  });
  return { svg, content: { x: x0, y: 236, w: right - x0, h: H - 236 - 24 } };
}

/** Splits a box into columns with a gap, by weights. */
export function columns(b: Box, weights: readonly number[], gap = 16): Box[] {
  const total = weights.reduce((a, c) => a + c, 0);
  const free = b.w - gap * (weights.length - 1);
  let x = b.x;
  return weights.map((w) => {
    const box = { x, y: b.y, w: (free * w) / total, h: b.h };
    x += box.w + gap;
    return box;
  });
}

export function rows(b: Box, weights: readonly number[], gap = 16): Box[] {
  const total = weights.reduce((a, c) => a + c, 0);
  const free = b.h - gap * (weights.length - 1);
  let y = b.y;
  return weights.map((w) => {
    const box = { x: b.x, y, w: b.w, h: (free * w) / total };
    y += box.h + gap;
    return box;
  });
}
