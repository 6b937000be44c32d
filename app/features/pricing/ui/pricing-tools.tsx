import { Link } from "react-router";
import type { PricingUi } from "#content/pricing-ui.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const Calculator = spriteIcon("calculator");
const CircleHelp = spriteIcon("circle-help");
const DatabaseIcon = spriteIcon("database");
const Table2 = spriteIcon("table-2");

const TOOLS = [
  { key: "comparison", path: "/tarification/comparaison", Icon: Table2 },
  { key: "calculator", path: "/tarification/calculateur", Icon: Calculator },
  { key: "faq", path: "/tarification/faq", Icon: CircleHelp },
  { key: "migration", path: "/tarification/migration", Icon: DatabaseIcon },
] as const;

/** Links to the pricing section's other pages, each a card. `exclude` leaves out the current page. */
export function PricingTools({ ui, exclude }: { ui: PricingUi; exclude?: (typeof TOOLS)[number]["key"] }) {
  const to = useLocalizedPath();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TOOLS.filter((t) => t.key !== exclude).map(({ key, path, Icon }) => (
        <li key={key}>
          <Link
            to={to(path)}
            className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand"
          >
            <Icon className="size-6 text-brand" />
            <span className="mt-3 flex items-center gap-2 font-semibold text-ink">
              {ui.tools[key].title}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
            <span className="mt-1 text-sm text-ink-muted">{ui.tools[key].text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
