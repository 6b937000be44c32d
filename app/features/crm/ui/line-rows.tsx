import { centsToInput, LINE_FIELDS, type Line } from "#app/features/crm/billing/invoicing.ts";
import { TextField } from "#app/ui/form/fields.tsx";

/** Stored lines as the rows' starting values (`label.0`, `quantity.0`, `unit.0` in euros…). */
export function lineValues(lines: readonly Line[]): Record<string, string> {
  return Object.fromEntries(
    lines.flatMap((line, i) => [
      [`label.${i}`, line.label],
      [`quantity.${i}`, String(line.quantity)],
      [`unit.${i}`, centsToInput(line.unitCents)],
    ]),
  );
}

/** How many rows a draft's form offers: its lines and two empty ones, up to the most allowed. */
export function lineRowCount(storedLines: number, maxLines: number): number {
  return Math.min(maxLines, storedLines + 2);
}

/**
 * The rows of a list of lines (an invoice's, a proposal's) inside a form of the kit: each row's
 * description, quantity and unit price, posted as `label`, `quantity`, `unit` once per row and keyed
 * `label.0`, `quantity.0`… for the values kept and the errors. On a wide screen the rows line up
 * under the first one, whose labels name the columns; on a phone each field says its name and row.
 */
export function LineRows({
  rows,
  labels,
  testId,
}: {
  rows: number;
  /** The columns' names. */
  labels: Readonly<Record<(typeof LINE_FIELDS)[number], string>>;
  testId: string;
}) {
  return Array.from({ length: rows }, (_, i) => (
    <div
      key={i}
      // On a phone, a rule between rows groups each row's three fields.
      className={`grid gap-2 sm:grid-cols-[1fr_7rem_13rem] ${i > 0 ? "border-t border-line pt-3 sm:border-0 sm:pt-0" : ""}`}
      data-testid={testId}
    >
      {LINE_FIELDS.map((field) => (
        <TextField
          key={field}
          name={`${field}.${i}`}
          postedAs={field}
          label={
            <>
              {labels[field]}
              <span className="sm:sr-only"> {i + 1}</span>
            </>
          }
          labelHidden={i === 0 ? false : "wide"}
          inputMode={field === "label" ? undefined : "decimal"}
          maxLength={field === "label" ? 200 : 20}
        />
      ))}
    </div>
  ));
}
