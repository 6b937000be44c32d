import { BreadcrumbBar } from "#app/features/site/ui/breadcrumb.tsx";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

/** Home › Pricing › current page, on the pricing section's pages. */
export function PricingBreadcrumb({
  ui,
  current,
}: {
  ui: { readonly breadcrumb: string; readonly home: string; readonly pricing: string };
  current: string;
}) {
  const to = useLocalizedPath();
  return (
    <BreadcrumbBar
      label={ui.breadcrumb}
      items={[
        { label: ui.home, to: to("/") },
        { label: ui.pricing, to: to("/tarification") },
        { label: current },
      ]}
    />
  );
}
