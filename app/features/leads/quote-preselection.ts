import { ADDON_IDS } from "#content/plans.ts";
import { queryWholeNumber } from "#app/lib/forms/query-values.ts";
import type { FormValues } from "#app/lib/forms/result.ts";
import { MAX_STUDENTS } from "./schemas/demo.ts";
import { QUOTE_OFFERS } from "./schemas/quote.ts";

/**
 * The preselection of `/devis`: `?offer=<id>` from an offer's button, or the calculator's
 * `offer`, `students`, `modules` (a count), `establishments`, `addons` (a list) and `countries`.
 */
const DEFAULTS: FormValues = { establishments: "1" };

/**
 * The fields the address chose (`?offer=premium`, the calculator's figures): they win over a draft
 * restored from an earlier visit in the same tab, whose other typed fields are restored.
 */
export function fieldsFromAddress(params: URLSearchParams): string[] {
  const { values } = preselection(params);
  return Object.keys(values).filter((k) => !(k in DEFAULTS) || params.has(k));
}

export function preselection(params: URLSearchParams): { values: FormValues; fromCalculator: boolean } {
  const values: FormValues = { ...DEFAULTS };
  const offer = params.get("offer") ?? params.get("plan");
  if (offer && QUOTE_OFFERS.includes(offer)) values.offer = offer;
  const students = queryWholeNumber(params.get("students"), MAX_STUDENTS);
  if (students) values.students = students;
  const moduleCount = queryWholeNumber(params.get("modules"), 15);
  if (moduleCount) values.moduleCount = moduleCount;
  const establishments = queryWholeNumber(params.get("establishments"), 500);
  if (establishments) values.establishments = establishments;
  const countries = queryWholeNumber(params.get("countries"), 30);
  if (countries) values.countries = countries;
  const addons = params
    .getAll("addons")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v): v is (typeof ADDON_IDS)[number] => (ADDON_IDS as readonly string[]).includes(v));
  if (addons.length) values.addons = [...new Set(addons)];
  const fromCalculator = Boolean(students || moduleCount || addons.length);
  return { values, fromCalculator };
}
