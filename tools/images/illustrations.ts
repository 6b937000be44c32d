/**
 * Flat illustrations for service, solution and company pages: a device or a building in the page's
 * colour, with floating badges carrying Lucide icons. Language-neutral (no words), 640 × 440.
 */
import { C, circle, icon, rect, svgDocument, tint } from "./svg-kit.ts";

export type Scene =
  | "phone"
  | "laptop"
  | "browser"
  | "tablet"
  | "headset"
  | "board"
  | "server"
  | "network"
  | "school"
  | "college"
  | "campus"
  | "group"
  | "game"
  | "chat"
  | "certificate";

export interface IllustrationSpec {
  readonly title: string;
  readonly accent: string;
  readonly scene: Scene;
  /** Three Lucide icons shown in floating badges. */
  readonly badges: readonly [string, string, string];
}

export const ILLUSTRATION_SIZE = { width: 640, height: 440 } as const;

const W = ILLUSTRATION_SIZE.width;
const H = ILLUSTRATION_SIZE.height;

function lines(x: number, y: number, w: number, n: number, colour: string, gap = 16): string {
  let s = "";
  for (let i = 0; i < n; i++)
    s += rect(x, y + i * gap, i === n - 1 ? w * 0.6 : w, 8, { fill: colour, rx: 4 });
  return s;
}

function miniBars(x: number, y: number, w: number, h: number, a: string): string {
  const values = [0.45, 0.7, 0.55, 0.85, 0.65, 1];
  const bw = w / values.length - 8;
  return values
    .map((v, i) =>
      rect(x + i * (bw + 8), y + h - h * v, bw, h * v, {
        fill: i === values.length - 1 ? a : tint(a, 0.55),
        rx: 4,
      }),
    )
    .join("");
}

function screenUi(x: number, y: number, w: number, h: number, a: string): string {
  let s = rect(x, y, w, h, { fill: C.white, rx: 8 });
  s += rect(x, y, w * 0.22, h, { fill: tint(a, 0.85), rx: 8 });
  for (let i = 0; i < 5; i++)
    s += rect(x + 10, y + 16 + i * 22, w * 0.22 - 20, 8, { fill: i === 1 ? a : tint(a, 0.6), rx: 4 });
  const cx = x + w * 0.22 + 14;
  const cw = w - w * 0.22 - 28;
  s +=
    rect(cx, y + 14, cw * 0.48, 42, { fill: tint(a, 0.9), rx: 6 }) +
    rect(cx + cw * 0.52, y + 14, cw * 0.48, 42, { fill: tint("#f59e0b", 0.85), rx: 6 });
  s +=
    rect(cx + 10, y + 24, 30, 8, { fill: a, rx: 4 }) +
    rect(cx + cw * 0.52 + 10, y + 24, 30, 8, { fill: "#d97706", rx: 4 });
  s += miniBars(cx, y + 70, cw, h - 84, a);
  return s;
}

function scene(kind: Scene, a: string): string {
  const cx = W / 2;
  switch (kind) {
    case "laptop": {
      let s = rect(cx - 170, 92, 340, 220, { fill: "#1e293b", rx: 16 });
      s += screenUi(cx - 156, 106, 312, 192, a);
      s +=
        `<path d="M${cx - 210} 312h420l-24 30h-372z" fill="#cbd5e1"/>` +
        rect(cx - 40, 312, 80, 8, { fill: "#94a3b8", rx: 4 });
      return s;
    }
    case "browser": {
      let s = rect(cx - 190, 80, 380, 260, { fill: C.white, stroke: tint(a, 0.6), rx: 14 });
      s +=
        rect(cx - 190, 80, 380, 34, { fill: tint(a, 0.85), rx: 14 }) +
        rect(cx - 190, 100, 380, 14, { fill: tint(a, 0.85) });
      s +=
        circle(cx - 170, 97, 5, "#f87171") +
        circle(cx - 154, 97, 5, "#fbbf24") +
        circle(cx - 138, 97, 5, "#34d399");
      s += rect(cx - 100, 89, 200, 16, { fill: C.white, rx: 8 });
      s += rect(cx - 170, 132, 340, 70, { fill: a, rx: 10 });
      s +=
        rect(cx - 150, 150, 150, 12, { fill: "#ffffff", rx: 6, opacity: 0.9 }) +
        rect(cx - 150, 172, 100, 10, { fill: "#ffffff", rx: 5, opacity: 0.6 });
      for (let i = 0; i < 3; i++) {
        const x = cx - 170 + i * 118;
        s += rect(x, 216, 104, 104, { fill: tint(a, 0.9), rx: 10 });
        s += circle(x + 24, 242, 12, tint(a, 0.5)) + lines(x + 12, 266, 80, 3, tint(a, 0.6), 14);
      }
      return s;
    }
    case "phone": {
      let s = rect(cx - 88, 58, 176, 330, { fill: "#1e293b", rx: 30 });
      s += rect(cx - 78, 68, 156, 310, { fill: C.white, rx: 22 });
      s += rect(cx - 26, 74, 52, 10, { fill: "#1e293b", rx: 5 });
      s += rect(cx - 64, 98, 128, 64, { fill: a, rx: 12 });
      s +=
        rect(cx - 52, 112, 70, 10, { fill: "#ffffff", rx: 5, opacity: 0.9 }) +
        rect(cx - 52, 132, 46, 16, { fill: "#ffffff", rx: 5, opacity: 0.7 });
      for (let i = 0; i < 4; i++) {
        const y = 176 + i * 48;
        s += rect(cx - 64, y, 128, 40, { fill: tint(a, 0.92), rx: 10 });
        s +=
          circle(cx - 46, y + 20, 10, tint(a, 0.45)) +
          rect(cx - 28, y + 12, 70, 7, { fill: tint(a, 0.5), rx: 3 }) +
          rect(cx - 28, y + 24, 44, 6, { fill: tint(a, 0.7), rx: 3 });
      }
      return s;
    }
    case "tablet": {
      let s = rect(cx - 150, 70, 300, 300, { fill: "#1e293b", rx: 22 });
      s += screenUi(cx - 136, 84, 272, 272, a);
      return s;
    }
    case "headset": {
      let s = `<path d="M${cx - 180} 170c0-40 30-60 70-60h220c40 0 70 20 70 60v60c0 40-30 62-70 62h-50c-22 0-34-34-60-34s-38 34-60 34h-50c-40 0-70-22-70-62z" fill="#1e293b"/>`;
      s += `<path d="M${cx - 164} 174c0-30 22-46 54-46h90v118c-16 0-26 30-46 30h-44c-32 0-54-18-54-48z" fill="${a}"/>`;
      s += `<path d="M${cx + 164} 174c0-30-22-46-54-46h-90v118c16 0 26 30 46 30h44c32 0 54-18 54-48z" fill="${tint(a, 0.3)}"/>`;
      s +=
        rect(cx - 210, 165, 30, 70, { fill: "#334155", rx: 12 }) +
        rect(cx + 180, 165, 30, 70, { fill: "#334155", rx: 12 });
      s += `<path d="M${cx - 140} 110c20-50 260-50 280 0" fill="none" stroke="#334155" stroke-width="14" stroke-linecap="round"/>`;
      s +=
        circle(cx - 80, 190, 18, "#ffffff", ' opacity="0.35"') +
        circle(cx + 90, 186, 12, "#ffffff", ' opacity="0.35"');
      s += `<path d="M${cx - 150} 350l60-46 50 30 60-60 60 40 70-54" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.5"/>`;
      return s;
    }
    case "board": {
      let s = rect(cx - 200, 70, 400, 240, { fill: C.white, stroke: "#cbd5e1", rx: 12 });
      s += rect(cx - 200, 310, 400, 12, { fill: "#94a3b8", rx: 6 });
      s += rect(cx - 70, 322, 12, 60, { fill: "#94a3b8" }) + rect(cx + 58, 322, 12, 60, { fill: "#94a3b8" });
      s += `<polyline points="${cx - 170},260 ${cx - 110},220 ${cx - 60},236 ${cx},170 ${cx + 50},190 ${cx + 110},130" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
      s += circle(cx + 110, 130, 9, a);
      s += lines(cx + 60, 220, 110, 3, tint(a, 0.6), 18);
      s += rect(cx - 170, 96, 130, 14, { fill: tint(a, 0.5), rx: 7 });
      return s;
    }
    case "server": {
      let s = "";
      for (let i = 0; i < 4; i++) {
        const y = 90 + i * 66;
        s += rect(cx - 140, y, 280, 54, { fill: i % 2 ? "#1e293b" : "#334155", rx: 10 });
        s +=
          circle(cx - 112, y + 27, 6, i === 2 ? "#fbbf24" : "#34d399") +
          circle(cx - 92, y + 27, 6, tint(a, 0.3));
        for (let k = 0; k < 6; k++) s += rect(cx - 40 + k * 26, y + 16, 14, 22, { fill: "#475569", rx: 3 });
      }
      s += rect(cx - 160, 358, 320, 12, { fill: "#cbd5e1", rx: 6 });
      return s;
    }
    case "network": {
      const nodes: [number, number, number][] = [
        [cx, 220, 54],
        [cx - 190, 120, 34],
        [cx + 190, 120, 34],
        [cx - 200, 330, 34],
        [cx + 200, 330, 34],
        [cx, 70, 26],
      ];
      let s = "";
      for (const [x, y] of nodes.slice(1))
        s += `<line x1="${cx}" y1="220" x2="${x}" y2="${y}" stroke="${tint(a, 0.45)}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>`;
      nodes.forEach(([x, y, rr], i) => {
        s += circle(
          x,
          y,
          rr,
          i === 0 ? a : C.white,
          i === 0 ? "" : ` stroke="${tint(a, 0.5)}" stroke-width="4"`,
        );
      });
      s += icon("database-zap", cx - 24, 196, 48, "#ffffff");
      s += icon("server", cx - 190 - 16, 104, 32, a) + icon("smartphone", cx + 190 - 16, 104, 32, a);
      s +=
        icon("graduation-cap", cx - 200 - 16, 314, 32, a) +
        icon("wallet", cx + 200 - 16, 314, 32, a) +
        icon("key-round", cx - 12, 58, 24, a);
      return s;
    }
    case "school":
    case "college":
    case "campus": {
      const wide = kind === "campus" ? 360 : kind === "college" ? 320 : 260;
      const floors = kind === "school" ? 2 : 3;
      const top = 330 - floors * 62 - 30;
      let s = rect(cx - wide / 2, top + 30, wide, floors * 62, {
        fill: C.white,
        stroke: tint(a, 0.55),
        rx: 8,
      });
      if (kind === "campus") {
        s += `<path d="M${cx - wide / 2 - 16} ${top + 34}L${cx} ${top - 40}L${cx + wide / 2 + 16} ${top + 34}z" fill="${a}"/>`;
        for (let i = 0; i < 6; i++)
          s += rect(cx - wide / 2 + 26 + i * ((wide - 52) / 5) - 9, top + 44, 18, floors * 62 - 20, {
            fill: tint(a, 0.82),
            rx: 4,
          });
      } else {
        s += rect(cx - wide / 2 - 10, top + 18, wide + 20, 18, { fill: a, rx: 6 });
        const cols = kind === "school" ? 4 : 6;
        for (let f = 0; f < floors; f++)
          for (let k = 0; k < cols; k++) {
            const x = cx - wide / 2 + 22 + k * ((wide - 44) / cols);
            s += rect(x, top + 50 + f * 62, (wide - 44) / cols - 14, 34, { fill: tint(a, 0.8), rx: 4 });
          }
        s += rect(cx - 24, 330 - 58, 48, 58, { fill: a, rx: 4 });
        s +=
          rect(cx - 3, top - 40, 6, 58, { fill: "#64748b" }) +
          `<path d="M${cx + 3} ${top - 40}h40l-10 12 10 12h-40z" fill="#f59e0b"/>`;
      }
      s += rect(40, 330, W - 80, 10, { fill: tint(a, 0.6), rx: 5 });
      s +=
        circle(cx - wide / 2 - 50, 290, 34, "#86efac") +
        rect(cx - wide / 2 - 54, 310, 8, 22, { fill: "#a16207" });
      s +=
        circle(cx + wide / 2 + 50, 296, 28, "#4ade80") +
        rect(cx + wide / 2 + 46, 312, 8, 20, { fill: "#a16207" });
      return s;
    }
    case "group": {
      let s = "";
      const sites: [number, number, number][] = [
        [cx - 170, 250, 0.8],
        [cx, 200, 1],
        [cx + 170, 250, 0.8],
      ];
      for (const [x, y, k] of sites) {
        const w = 150 * k;
        const h = 130 * k;
        s += rect(x - w / 2, y - h / 2, w, h, { fill: C.white, stroke: tint(a, 0.55), rx: 8 });
        s += rect(x - w / 2 - 6, y - h / 2 - 10, w + 12, 14, { fill: a, rx: 5 });
        for (let f = 0; f < 2; f++)
          for (let c = 0; c < 3; c++)
            s += rect(
              x - w / 2 + 14 + (c * (w - 28)) / 3,
              y - h / 2 + 18 + f * h * 0.36,
              (w - 28) / 3 - 10,
              h * 0.22,
              { fill: tint(a, 0.8), rx: 3 },
            );
      }
      s += `<path d="M${cx - 170} 340 Q${cx} 390 ${cx + 170} 340" fill="none" stroke="${tint(a, 0.45)}" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"/>`;
      s += `<path d="M${cx} 270 V 360" stroke="${tint(a, 0.45)}" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"/>`;
      s += circle(cx, 366, 18, a) + icon("layers", cx - 10, 356, 20, "#ffffff");
      return s;
    }
    case "game": {
      let s = `<path d="M${cx - 170} 200c0-40 30-66 70-66h200c40 0 70 26 70 66l20 110c6 36-40 52-64 22l-40-50h-172l-40 50c-24 30-70 14-64-22z" fill="#1e293b"/>`;
      s += rect(cx - 122, 198, 60, 16, { fill: a, rx: 4 }) + rect(cx - 100, 176, 16, 60, { fill: a, rx: 4 });
      s +=
        circle(cx + 90, 184, 13, "#f59e0b") +
        circle(cx + 120, 210, 13, "#34d399") +
        circle(cx + 60, 210, 13, "#f87171") +
        circle(cx + 90, 236, 13, tint(a, 0.4));
      s += `<path d="M${cx - 60} 110l14 28 30 4-22 20 6 30-28-14-28 14 6-30-22-20 30-4z" fill="#fbbf24"/>`;
      s += `<path d="M${cx + 40} 90l9 18 20 3-15 13 4 20-18-9-18 9 4-20-15-13 20-3z" fill="#fde68a"/>`;
      return s;
    }
    case "chat": {
      let s = rect(cx - 200, 90, 250, 110, { fill: C.white, stroke: tint(a, 0.6), rx: 20 });
      s +=
        `<path d="M${cx - 160} 200l-10 36 44-36z" fill="${C.white}" stroke="${tint(a, 0.6)}"/>` +
        rect(cx - 162, 196, 60, 8, { fill: C.white });
      s += lines(cx - 176, 118, 200, 3, tint(a, 0.55), 22);
      s += rect(cx - 30, 220, 240, 110, { fill: a, rx: 20 });
      s += `<path d="M${cx + 170} 330l12 34-46-34z" fill="${a}"/>`;
      s += lines(cx - 8, 248, 196, 3, "#ffffff", 22).replace(
        /fill="#ffffff"/g,
        'fill="#ffffff" opacity="0.85"',
      );
      s += circle(cx - 236, 300, 30, tint(a, 0.75)) + icon("bot", cx - 254, 282, 36, a);
      return s;
    }
    case "certificate": {
      let s = rect(cx - 190, 80, 380, 260, { fill: C.white, stroke: tint(a, 0.55), rx: 14 });
      s += rect(cx - 170, 100, 340, 220, { fill: "none", stroke: tint(a, 0.75), rx: 8 });
      s += rect(cx - 110, 130, 220, 16, { fill: a, rx: 8 }) + lines(cx - 130, 170, 260, 3, tint(a, 0.65), 20);
      s += circle(cx + 110, 280, 34, "#f59e0b") + circle(cx + 110, 280, 24, "#fbbf24");
      s += `<path d="M${cx + 92} 306l-10 44 28-14 28 14-10-44" fill="#f59e0b"/>`;
      s += rect(cx - 150, 290, 120, 6, { fill: tint(a, 0.5), rx: 3 });
      return s;
    }
  }
}

function badge(x: number, y: number, name: string, a: string): string {
  return (
    `<g>` +
    circle(x, y + 4, 34, "#0f172a", ' opacity="0.08"') +
    circle(x, y, 34, C.white, ` stroke="${tint(a, 0.7)}" stroke-width="2"`) +
    icon(name, x - 16, y - 16, 32, a) +
    `</g>`
  );
}

export function illustration(spec: IllustrationSpec): string {
  const a = spec.accent;
  let s = rect(0, 0, W, H, { fill: tint(a, 0.93), rx: 28 });
  s += circle(W - 70, 60, 120, tint(a, 0.86)) + circle(60, H - 40, 140, tint(a, 0.88));
  for (let i = 0; i < 5; i++)
    for (let k = 0; k < 4; k++) s += circle(40 + i * 18, 40 + k * 18, 3, tint(a, 0.7));
  s += scene(spec.scene, a);
  s +=
    badge(88, 150, spec.badges[0], a) +
    badge(W - 84, 230, spec.badges[1], a) +
    badge(W - 150, 380, spec.badges[2], a);
  return svgDocument(W, H, spec.title, s);
}
