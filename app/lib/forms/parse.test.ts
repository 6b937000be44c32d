import { describe, expect, it } from "vitest";
import { z } from "#app/lib/forms/zod.ts";
import { emailField, requiredText } from "./fields.ts";
import { errorVocabulary, firstErrors, FORM_ERRORS, parseForm, parseWith, vocabularyOf } from "./parse.ts";

const Schema = z.object({ name: requiredText(20), email: emailField });

function form(entries: readonly (readonly [string, string])[]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseWith", () => {
  it("gives the parsed data of valid values", () => {
    expect(parseWith(Schema, { name: " Ada ", email: "ADA@Example.org" })).toEqual({
      ok: true,
      data: { name: "Ada", email: "ada@example.org" },
    });
  });

  it("keeps the first error key of each field", () => {
    const Strict = z.object({
      code: z.string().min(1, { error: "required" }).regex(/^\d+$/, { error: "integer" }),
    });
    expect(parseWith(Strict, { code: "" })).toEqual({ ok: false, errors: { code: "required" } });
    expect(parseWith(Schema, {})).toEqual({ ok: false, errors: { name: "required", email: "required" } });
  });

  it("turns a message outside the vocabulary into its fallback", () => {
    const Odd = z.object({ a: z.string({ error: "not a key" }), b: z.string({ error: "min" }) });
    expect(parseWith(Odd, {})).toEqual({ ok: false, errors: { a: "invalid", b: "min" } });
    const own = errorVocabulary(["nameRequired", "oops"], "oops");
    const Own = z.object({ a: z.string({ error: "nameRequired" }), b: z.string({ error: "min" }) });
    expect(parseWith(Own, {}, own)).toEqual({ ok: false, errors: { a: "nameRequired", b: "oops" } });
  });

  it("files a whole-form error under `form` and can rename fields", () => {
    const Pair = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, { error: "invalid" });
    const parsed = Pair.safeParse({ a: "x", b: "y" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstErrors(parsed.error, FORM_ERRORS)).toEqual({ form: "invalid" });
    expect(firstErrors(parsed.error, FORM_ERRORS, { field: (name) => `${name}.2` })).toEqual({
      "form.2": "invalid",
    });
  });
});

describe("vocabularyOf", () => {
  it("takes the keys of a locale's validation texts", () => {
    const vocabulary = vocabularyOf({ required: "Obligatoire", tooLong: "Trop long" }, "required");
    expect([...vocabulary.keys]).toEqual(["required", "tooLong"]);
    expect(vocabulary.fallback).toBe("required");
  });
});

describe("parseForm", () => {
  it("parses a FormData and gives back what was typed, control fields left out", () => {
    const parsed = parseForm(
      Schema,
      form([
        ["name", ""],
        ["email", "ada@example.org"],
        ["website_url", ""],
        ["_token", "t"],
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { name: "required" },
      values: { name: "", email: "ada@example.org" },
    });
  });

  it("keeps every value of a name posted several times", () => {
    const Tags = z.object({ tag: z.array(z.string()) });
    const parsed = parseForm(
      Tags,
      form([
        ["tag", "a"],
        ["tag", "b"],
      ]),
    );
    expect(parsed).toEqual({ ok: true, data: { tag: ["a", "b"] }, values: { tag: ["a", "b"] } });
  });
});
