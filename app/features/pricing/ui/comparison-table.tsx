import { Link } from "react-router";
import type { ComparisonCell, ComparisonGroup, Plan } from "#content/plans.ts";
import type { PricingUi } from "#content/pricing-ui.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { interpolate } from "#app/lib/i18n/translator.ts";
import { ScrollRegion } from "#app/ui/scroll-region.tsx";
import { YesNoMark } from "#app/features/site/ui/yes-no-mark.tsx";

function Cell({ cell, ui }: { cell: ComparisonCell; ui: PricingUi }) {
  if (cell.kind === "bool") return <YesNoMark value={cell.value} yes={ui.yes} no={ui.no} centred />;
  if (cell.kind === "list") {
    return (
      <ul className="space-y-1 text-left">
        {cell.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <>{cell.text}</>;
}

/**
 * The plans side by side. A real table (caption, column and row headers, one row-group header per
 * theme) so that a screen reader announces "Premium, Stockage: 10 Go". On a phone it scrolls
 * sideways inside a focusable region, with the first column pinned.
 */
export function ComparisonTable({
  plans,
  groups,
  ui,
}: {
  plans: readonly Plan[];
  groups: readonly ComparisonGroup[];
  ui: PricingUi;
}) {
  const to = useLocalizedPath();
  return (
    <ScrollRegion
      label={ui.comparison.tableRegion}
      className="relative overflow-x-auto rounded-2xl border border-line"
    >
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{ui.comparison.caption}</caption>
        <thead>
          <tr className="bg-surface-raised">
            <th
              scope="col"
              className="sticky left-0 z-10 w-1/4 bg-surface-raised px-4 py-4 text-left font-semibold text-ink"
            >
              {ui.comparison.feature}
            </th>
            {plans.map((p) => (
              <th
                key={p.id}
                scope="col"
                className={`px-4 py-4 text-center align-top ${p.badge.type === "popular" ? "bg-brand-soft" : ""}`}
              >
                <span className="block text-base font-bold text-ink">{p.name}</span>
                <span className="mt-1 block text-xs font-medium text-ink-muted">{p.badge.text}</span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={plans.length + 1}
                className="border-t border-line bg-surface-sunken px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-surface px-4 py-3 text-left align-top font-medium text-ink"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    key={plans[i]?.id ?? i}
                    className={`px-4 py-3 text-center align-top text-ink ${plans[i]?.badge.type === "popular" ? "bg-brand-soft/40" : ""}`}
                  >
                    <Cell cell={cell} ui={ui} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr className="border-t border-line">
            <td className="sticky left-0 bg-surface" />
            {plans.map((p) => (
              <td key={p.id} className="px-4 py-4 text-center">
                <Link
                  to={`${to("/devis")}?offer=${p.id}`}
                  className={`btn w-full ${p.badge.type === "popular" ? "btn-primary" : "btn-secondary"}`}
                  aria-label={interpolate(ui.quoteFor, { name: p.name })}
                >
                  {ui.quote}
                </Link>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
