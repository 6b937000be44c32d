/**
 * Illustrations of the home page: the hero's dashboard mock-up (language-neutral: figures, names
 * and charts only, so one file serves both languages and can be preloaded) and the team picture.
 */
import {
  avatar,
  C,
  card,
  circle,
  columns,
  donut,
  icon,
  iconTile,
  lineChart,
  productWindow,
  rect,
  rows,
  SCREEN,
  svgDocument,
  text,
  tint,
} from "./svg-kit.ts";

const NAV = [
  { icon: "layout-dashboard" },
  { icon: "users" },
  { icon: "book-open" },
  { icon: "clipboard-check" },
  { icon: "wallet" },
  { icon: "briefcase" },
  { icon: "monitor-play" },
  { icon: "settings" },
];

function skeletonTitle(x: number, y: number, iconName: string, width: number): string {
  return (
    iconTile(iconName, x, y - 16, 26, tint(C.brand, 0.88), C.brand) +
    rect(x + 36, y - 8, width, 10, { fill: C.line, rx: 5 })
  );
}

export function heroDashboard(): string {
  const { svg: frame, content } = productWindow({
    accent: C.brand,
    nav: NAV,
    active: 0,
    title: "GA Academic+",
    subtitle: "2026 – 2027",
    user: "Claire Dubois",
    rail: true,
    kpis: [
      { icon: "users", value: "1 248", delta: { text: "+6%", tone: "ok" } },
      { icon: "user-check", value: "96%", delta: { text: "+2%", tone: "ok" } },
      { icon: "wallet", value: "87%", delta: { text: "+9%", tone: "ok" } },
      { icon: "calendar-check", value: "42", delta: { text: "7", tone: "info" } },
    ],
  });
  let body = frame;
  const [top, bottom] = rows(content, [1, 1.05]);
  const [chartBox, donutBox] = columns(top!, [1.75, 1]);
  const [tableBox, calBox] = columns(bottom!, [1.75, 1]);

  // Attendance over the school year.
  const chart = card(chartBox!);
  body += chart.svg + skeletonTitle(chartBox!.x + 20, chartBox!.y + 30, "chart-line", 150);
  body += rect(chartBox!.x + chartBox!.w - 110, chartBox!.y + 16, 90, 24, { fill: C.soft, rx: 12 });
  body += text(chartBox!.x + chartBox!.w - 65, chartBox!.y + 32, "2026", {
    size: 11,
    weight: 600,
    fill: C.muted,
    anchor: "middle",
  });
  body += lineChart(
    { x: chartBox!.x + 20, y: chartBox!.y + 56, w: chartBox!.w - 40, h: chartBox!.h - 70 },
    ["09", "10", "11", "12", "01", "02", "03", "04", "05", "06"],
    [
      [91, 93, 92, 95, 94, 96, 95, 97, 96, 98],
      [88, 89, 90, 90, 91, 91, 92, 92, 93, 93],
    ],
    C.brand,
    "hero-area",
    [84, 100],
  );

  // Students by programme.
  const d = card(donutBox!);
  body += d.svg + skeletonTitle(donutBox!.x + 20, donutBox!.y + 30, "chart-pie", 110);
  body += donut(
    { x: donutBox!.x + 14, y: donutBox!.y + 52, w: donutBox!.w - 28, h: donutBox!.h - 60 },
    [
      { label: "BTS", value: 312, colour: C.brand },
      { label: "Bachelor", value: 486, colour: "#0f766e" },
      { label: "MSc", value: 298, colour: "#7c3aed" },
      { label: "MBA", value: 152, colour: "#f59e0b" },
    ],
    { value: "1 248", label: "" },
  );

  // Latest enrolments.
  const tb = card(tableBox!);
  body += tb.svg + skeletonTitle(tableBox!.x + 20, tableBox!.y + 30, "user-plus", 170);
  const people = [
    ["Léa Martin", "BTS-1", 100, C.green],
    ["Hugo Bernard", "BACH-2", 82, C.green],
    ["Inès Haddad", "MSC-1", 64, "#f59e0b"],
    ["Noah Petit", "MBA-1", 100, C.green],
    ["Chloé Leroy", "BACH-1", 45, "#f59e0b"],
  ] as const;
  const rowH = (tableBox!.h - 64) / people.length;
  people.forEach(([name, code, pct, colour], i) => {
    const y = tableBox!.y + 58 + i * rowH;
    const mid = y + rowH / 2;
    const x = tableBox!.x + 20;
    const w = tableBox!.w - 40;
    if (i > 0) body += rect(x, y, w, 1, { fill: C.line });
    body += avatar(x + 16, mid, 15, name);
    body += text(x + 42, mid + 5, name, { size: 13, weight: 600 });
    body += rect(x + w * 0.42, mid - 11, 62, 22, { fill: C.soft, rx: 6 });
    body += text(x + w * 0.42 + 31, mid + 4, code, {
      size: 11,
      weight: 600,
      fill: "#334155",
      anchor: "middle",
    });
    body += rect(x + w * 0.62, mid - 4, w * 0.22, 8, { fill: C.soft, rx: 4 });
    body += rect(x + w * 0.62, mid - 4, (w * 0.22 * pct) / 100, 8, { fill: colour, rx: 4 });
    body += text(x + w * 0.62 + w * 0.22 + 10, mid + 4, `${pct}%`, { size: 11, fill: C.muted });
    body += circle(x + w - 10, mid, 10, pct === 100 ? C.greenSoft : C.amberSoft);
    body += icon(
      pct === 100 ? "check" : "clock",
      x + w - 17,
      mid - 7,
      14,
      pct === 100 ? C.green : C.amber,
      2.5,
    );
  });

  // Exam calendar.
  const cal = card(calBox!);
  body += cal.svg + skeletonTitle(calBox!.x + 20, calBox!.y + 30, "calendar-days", 100);
  const cw = (calBox!.w - 40) / 7;
  const ch = (calBox!.h - 72) / 5;
  const marks: Record<number, string> = {
    3: C.brand,
    9: "#7c3aed",
    10: "#7c3aed",
    16: C.red,
    17: C.red,
    18: C.red,
    24: "#0f766e",
    29: C.brand,
  };
  for (let day = 1; day <= 30; day++) {
    const idx = day + 1;
    const cx = calBox!.x + 20 + cw * (idx % 7) + cw / 2;
    const cy = calBox!.y + 66 + Math.floor(idx / 7) * ch;
    if (day === 12) body += circle(cx, cy - 4, 13, C.brand);
    body += text(cx, cy + 1, String(day), {
      size: 12,
      weight: day === 12 ? 700 : 400,
      fill: day === 12 ? C.white : C.ink,
      anchor: "middle",
    });
    const m = marks[day];
    if (m) body += circle(cx, cy + 10, 2.5, m);
  }
  return svgDocument(SCREEN.width, 780, "GA Academic+", `<g transform="translate(0 10)">${body}</g>`);
}

/** A team around a planning screen, for the home "about" block. */
export function teamIllustration(): string {
  const W = 560;
  const H = 420;
  let s = rect(0, 0, W, H, { fill: "#eff6ff", rx: 24 });
  s += circle(470, 70, 90, "#dbeafe") + circle(80, 360, 110, "#e0e7ff");
  // Big screen.
  s += rect(130, 60, 300, 190, { fill: C.white, stroke: "#bfdbfe", rx: 16 });
  s += rect(130, 60, 300, 30, { fill: "#dbeafe", rx: 16 }) + rect(130, 76, 300, 14, { fill: "#dbeafe" });
  s += circle(150, 75, 5, "#93c5fd") + circle(166, 75, 5, "#93c5fd") + circle(182, 75, 5, "#93c5fd");
  const bh = [60, 90, 72, 120, 104, 138];
  bh.forEach((h, i) => {
    s += rect(160 + i * 40, 230 - h, 24, h, { fill: i === bh.length - 1 ? C.brand : "#93c5fd", rx: 5 });
  });
  s += `<polyline points="170,170 210,150 250,158 290,120 330,126 370,96" fill="none" stroke="#f59e0b" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += rect(270, 250, 20, 40, { fill: "#bfdbfe" }) + rect(230, 288, 100, 10, { fill: "#bfdbfe", rx: 5 });
  // People: head, body, arm.
  const person = (x: number, y: number, skin: string, shirt: string, hair: string, scale = 1) => {
    const k = scale;
    return (
      `<g transform="translate(${x} ${y}) scale(${k})">` +
      `<path d="M-46 120 C-46 70 -28 52 0 52 C28 52 46 70 46 120 Z" fill="${shirt}"/>` +
      circle(0, 22, 26, skin) +
      `<path d="M-27 18 C-27 -6 27 -6 27 18 C20 6 -14 4 -27 18 Z" fill="${hair}"/>` +
      `</g>`
    );
  };
  s += person(92, 250, "#f1c7a3", "#1d4ed8", "#3f2a1d");
  s += person(468, 250, "#8d5a3b", "#0f766e", "#1f1410");
  s += person(200, 262, "#e8b48c", "#7c3aed", "#a15c2f", 0.9);
  s += person(370, 262, "#f5d0b5", "#f59e0b", "#2b2b2b", 0.9);
  // Desk.
  s += `<path d="M40 372a14 14 0 0 1 14-14h452a14 14 0 0 1 14 14v48h-480z" fill="#93c5fd"/>`;
  // Badges.
  s += circle(470, 170, 26, C.white, ` stroke="#bfdbfe"`) + icon("shield-check", 456, 156, 28, C.green);
  s += circle(92, 140, 26, C.white, ` stroke="#bfdbfe"`) + icon("graduation-cap", 78, 126, 28, C.brand);
  return svgDocument(W, H, "GA Éducation", s);
}
