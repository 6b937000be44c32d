/** Fills the `{{name}}` placeholders of a content label: `fill("Jusqu'à {{value}}", { value: "100" })`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}
