import { ABOUT } from "./about.ts";
import { COMPARISON, EDITIONS, SOFTWARE_LABELS } from "./editions.ts";
import { HOME } from "./home.ts";
import { LMS } from "./lms.ts";
import { MODULE_PAGE_LABELS, MODULES, MODULES_INDEX } from "./modules/index.ts";
import { OFFERS } from "./offers.ts";
import { SECTOR_LABELS, SECTORS } from "./sectors.ts";
import { SERVICE_GROUPS, SERVICE_PAGE_LABELS, SERVICES } from "./services.ts";
import { SOLUTION_LABELS, SOLUTIONS } from "./solutions.ts";
import { SUCCESS } from "./success.ts";
import { TESTIMONIALS } from "./testimonials.ts";

/**
 * Every content tree of the marketing pages, for the checks that walk them all: texts in both
 * languages and images in public/ (content.test.ts), icons of the registry
 * (app/features/site/content-references.test.ts).
 */
export const ALL_CONTENT = {
  HOME,
  OFFERS,
  TESTIMONIALS,
  MODULES,
  MODULES_INDEX,
  MODULE_PAGE_LABELS,
  SERVICES,
  SERVICE_GROUPS,
  SERVICE_PAGE_LABELS,
  SOLUTIONS,
  SOLUTION_LABELS,
  EDITIONS,
  COMPARISON,
  SOFTWARE_LABELS,
  SECTORS,
  SECTOR_LABELS,
  ABOUT,
  LMS,
  SUCCESS,
};
