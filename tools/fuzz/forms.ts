/**
 * The forms a page renders, read from its HTML: where each posts, how (URL-encoded or multipart),
 * and its fields with the values the page put in them (hidden ids, intents, form tokens, the
 * options of each list). The fuzzer starts from these real forms, so that a new form, field or
 * intent of any page is fuzzed without being listed anywhere. GET forms (list filters) give the
 * query parameters of their page.
 */

export interface FormField {
  readonly name: string;
  readonly value: string;
  /** `hidden`, `text`, `email`, `number`, `date`, `file`, `checkbox`, `select`, `textarea`… */
  readonly type: string;
  /** The values a `<select>` offers. */
  readonly options?: readonly string[];
}

export interface ScrapedForm {
  /** The page the form was found on (path and query). */
  readonly page: string;
  readonly method: "get" | "post";
  /** Where it posts: path and query. */
  readonly action: string;
  readonly multipart: boolean;
  readonly fields: readonly FormField[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The attributes of a start tag (`<input type="x" name="y" checked>`), names lower-cased. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

function fieldsOf(inner: string): { fields: FormField[]; submits: FormField[] } {
  const fields: FormField[] = [];
  const submits: FormField[] = [];
  for (const m of inner.matchAll(/<(input|button)\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    if (!a.name) continue;
    const tag = m[1]!.toLowerCase();
    const type = (a.type ?? (tag === "button" ? "submit" : "text")).toLowerCase();
    if (type === "submit" || type === "image")
      submits.push({ name: a.name, value: a.value ?? "", type: "submit" });
    else if (type === "reset" || type === "button") continue;
    else if (
      (type === "checkbox" || type === "radio") &&
      !("checked" in a) &&
      fields.some((f) => f.name === a.name)
    )
      continue;
    else
      fields.push({
        name: a.name,
        value: type === "checkbox" || type === "radio" ? (a.value ?? "on") : (a.value ?? ""),
        type,
      });
  }
  for (const m of inner.matchAll(/<select\b[^>]*>([\s\S]*?)<\/select>/gi)) {
    const a = attributes(/<select\b[^>]*>/i.exec(m[0])![0]);
    if (!a.name) continue;
    const options = [...m[1]!.matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)].map((o) => {
      const oa = attributes(/<option\b[^>]*>/i.exec(o[0])![0]);
      return oa.value ?? decodeEntities(o[1]!.replace(/<[^>]*>/g, "").trim());
    });
    const selected = /<option\b[^>]*\bselected\b[^>]*>/i.exec(m[1]!);
    const value = selected ? (attributes(selected[0]).value ?? "") : (options[0] ?? "");
    fields.push({ name: a.name, value, type: "select", options });
  }
  for (const m of inner.matchAll(/<textarea\b[^>]*>([\s\S]*?)<\/textarea>/gi)) {
    const a = attributes(/<textarea\b[^>]*>/i.exec(m[0])![0]);
    if (a.name) fields.push({ name: a.name, value: decodeEntities(m[1]!), type: "textarea" });
  }
  return { fields, submits };
}

/**
 * Every form of a page's HTML; a form with several named submit buttons (one per intent) counts
 * once per button, as each sends its own.
 */
export function scrapeForms(html: string, page: string): ScrapedForm[] {
  const out: ScrapedForm[] = [];
  for (const m of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
    const a = attributes(/<form\b[^>]*>/i.exec(m[0])![0]);
    const method = (a.method ?? "get").toLowerCase() === "post" ? "post" : "get";
    const target = new URL(a.action || page, "http://form.invalid");
    if (target.origin !== "http://form.invalid") continue;
    const action = `${target.pathname}${target.search}`;
    const multipart = (a.enctype ?? "").toLowerCase() === "multipart/form-data";
    const { fields, submits } = fieldsOf(m[1]!);
    const variants = submits.length ? submits.map((s) => [...fields, s]) : [fields];
    for (const v of variants) out.push({ page, method, action, multipart, fields: v });
  }
  return out;
}

/** A key that is the same for the same form found on several pages (the layout's forms). */
export function formKey(form: ScrapedForm): string {
  const fixed = form.fields
    .filter((f) => f.type === "submit" || f.name === "intent")
    .map((f) => `${f.name}=${f.value}`)
    .sort();
  const names = [...new Set(form.fields.map((f) => f.name))].sort();
  return `${form.method} ${form.action.split("?")[0]} ${form.multipart ? "mp" : "ue"} ${fixed.join("&")} ${names.join(",")}`;
}
