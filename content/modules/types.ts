import type { IconName } from "../icon-name.ts";
import type { ModuleSetId } from "../slugs.ts";
import type { LText } from "../localized.ts";
import type { Testimonial } from "../testimonials.ts";

export interface TitledText {
  readonly title: LText;
  readonly text: LText;
}

export interface IconText extends TitledText {
  readonly icon: IconName;
}

export interface Screenshot {
  /** One mock-up per language: the product's screens are shown in the reader's language. */
  readonly image: LText;
  readonly width: number;
  readonly height: number;
  readonly title: LText;
  readonly description: LText;
}

/** One module content set (spec §3 "Module content"). */
export interface ModuleContent {
  readonly id: ModuleSetId;
  readonly icon: IconName;
  /** Brand colour of the module, AA on white; `colourDark` is its counterpart on dark surfaces. */
  readonly colour: string;
  readonly colourDark: string;
  readonly title: LText;
  readonly description: LText;
  /** Paragraphs. */
  readonly longDescription: readonly LText[];
  readonly keyBenefits: readonly IconText[];
  readonly useCases: readonly TitledText[];
  readonly features: readonly TitledText[];
  readonly uniqueStrengths: readonly TitledText[];
  readonly testimonials: readonly Testimonial[];
  readonly screenshots: readonly Screenshot[];
  /** Modules often deployed together, shown at the bottom of the page. */
  readonly related: readonly ModuleSetId[];
}

export const SCREEN_SIZE = { width: 1200, height: 760 } as const;

/** The two mock-ups of a module: `/images/modules/<set>-<n>-<lang>.svg`. */
export function screenshot(set: ModuleSetId, n: number, title: LText, description: LText): Screenshot {
  return {
    image: { fr: `/images/modules/${set}-${n}-fr.svg`, en: `/images/modules/${set}-${n}-en.svg` },
    ...SCREEN_SIZE,
    title,
    description,
  };
}
