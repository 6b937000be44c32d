import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { OWN_ICONS } from "./own-icons.ts";

/**
 * The icon sprite of the site (`app/ui/icons.svg`): one `<symbol>` per icon the code
 * names with `spriteIcon("…")`, drawn from lucide's icon data. Pure functions, so that the build
 * script writes the file and a unit test checks that the committed file is the one it would write.
 */

export const SPRITE_FILE = "app/ui/icons.svg";
const CALL = /\bspriteIcon\(\s*"([a-z0-9-]+)"\s*\)/g;

/** Every icon name named in the sources under `dir` (`.ts` and `.tsx`), sorted, without repeats. */
export function iconNamesIn(dir: string): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(full, "utf8").matchAll(CALL)) names.add(m[1]!);
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One symbol: lucide's elements without their React keys, in a 24×24 view box. */
export function symbolOf(name: string, node: IconNode): string {
  return ownSymbolOf(name, "0 0 24 24", elementsOf(node));
}

function ownSymbolOf(name: string, viewBox: string, content: string): string {
  return `<symbol id="${name}" viewBox="${viewBox}">${content}</symbol>`;
}

function elementsOf(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
}

export type SpriteIcon =
  { name: string; node: IconNode } | { name: string; viewBox: string; content: string };

export function spriteOf(icons: readonly SpriteIcon[]): string {
  const symbol = (icon: SpriteIcon) =>
    "node" in icon ? symbolOf(icon.name, icon.node) : ownSymbolOf(icon.name, icon.viewBox, icon.content);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${icons.map((icon) => `${symbol(icon)}\n`).join("")}</svg>\n`;
}

/**
 * lucide's drawing of an icon: its package ships one module per icon with `__iconData`, or, for a
 * former name, a module that re-exports the icon's current one.
 */
export async function lucideNode(root: string, name: string): Promise<IconNode> {
  const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${name}.mjs`);
  const mod = (await import(file)) as { __iconData?: { node: IconNode } };
  if (mod.__iconData) return mod.__iconData.node;
  const renamed = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  if (!renamed) throw new Error(`lucide has no icon "${name}" (${file})`);
  return lucideNode(root, renamed);
}

/** The sprite the sources under `root/app` need: the site's own drawings, otherwise lucide's. */
export async function buildSprite(root: string): Promise<string> {
  const names = iconNamesIn(path.join(root, "app"));
  const icons = await Promise.all(
    names.map(async (name): Promise<SpriteIcon> => {
      const own = OWN_ICONS[name];
      return own ? { name, ...own } : { name, node: await lucideNode(root, name) };
    }),
  );
  return spriteOf(icons);
}
