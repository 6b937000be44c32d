import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableHead, TH } from "./ui.tsx";

describe("TableHead", () => {
  it("gives every column a header, hidden ones to screen readers and amounts at the end", () => {
    const html = renderToStaticMarkup(
      <table>
        <TableHead labels={["Numéro", { label: "Total", end: true }, { label: "PDF", hidden: true }]} />
      </table>,
    );
    expect(html).toBe(
      `<table><thead><tr>` +
        `<th scope="col" class="${TH}">Numéro</th>` +
        `<th scope="col" class="${TH} text-right">Total</th>` +
        `<th scope="col" class="${TH}"><span class="sr-only">PDF</span></th>` +
        `</tr></thead></table>`,
    );
  });
});
