import { describe, expect, it } from "vitest";
import { formKey, scrapeForms } from "./forms.ts";

const page = `
<form method="post" action="/dashboard/support" enctype="multipart/form-data">
  <input type="hidden" name="intent" value="open-ticket">
  <input name="subject" required maxlength="150">
  <input type="file" name="attachments" multiple>
  <select name="priority"><option value="P1">Haute</option><option value="P2" selected>Normale</option></select>
  <textarea name="message">L&#x27;export &amp; le reste</textarea>
  <button type="submit">Envoyer</button>
</form>
<form method="get" action="/dashboard/support"><input type="search" name="q" value=""><select name="status"><option value="">Tous</option></select></form>
<form method="post"><input type="hidden" name="ticketId" value="t-1">
  <button name="intent" value="reopen">Rouvrir</button><button name="intent" value="resolve">Résoudre</button>
</form>
<form method="post" action="https://elsewhere.example/x"><input name="a"></form>`;

describe("scrapeForms", () => {
  const forms = scrapeForms(page, "/dashboard/support?ticket=t-1");

  it("reads each form's target, encoding and fields with the values the page gave them", () => {
    const [open] = forms;
    expect(open).toMatchObject({ method: "post", action: "/dashboard/support", multipart: true });
    expect(open!.fields.map((f) => [f.name, f.type, f.value])).toEqual([
      ["intent", "hidden", "open-ticket"],
      ["subject", "text", ""],
      ["attachments", "file", ""],
      ["priority", "select", "P2"],
      ["message", "textarea", "L'export & le reste"],
    ]);
    expect(open!.fields.find((f) => f.name === "priority")?.options).toEqual(["P1", "P2"]);
  });

  it("counts a form once per named submit button, posts to its page by default, and skips other sites", () => {
    const buttons = forms.filter((f) => f.fields.some((x) => x.name === "ticketId"));
    expect(buttons.map((f) => f.action)).toEqual([
      "/dashboard/support?ticket=t-1",
      "/dashboard/support?ticket=t-1",
    ]);
    expect(buttons.map((f) => f.fields.at(-1)?.value)).toEqual(["reopen", "resolve"]);
    expect(new Set(buttons.map(formKey)).size).toBe(2);
    expect(forms.some((f) => f.action.includes("elsewhere"))).toBe(false);
    expect(forms.find((f) => f.method === "get")?.fields.map((f) => f.name)).toEqual(["q", "status"]);
  });
});
