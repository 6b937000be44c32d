// Writes the site's icon sprite (app/ui/icons.svg) with exactly the icons the code names
// with `spriteIcon("…")`. Runs before every build (`prebuild`); `npm run icons` after adding an icon.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { buildSprite, SPRITE_FILE } from "./icon-sprite.ts";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, SPRITE_FILE);
const sprite = await buildSprite(root);
if (!existsSync(file) || readFileSync(file, "utf8") !== sprite) {
  writeFileSync(file, sprite);
  console.log(`icon sprite written: ${(sprite.match(/<symbol /g) ?? []).length} icons, ${sprite.length} bytes`);
}
