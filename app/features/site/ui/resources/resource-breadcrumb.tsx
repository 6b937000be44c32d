import { BreadcrumbBar } from "#app/features/site/ui/breadcrumb.tsx";
import type { ResourcesUi } from "#content/resources/index.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";

/** Home › Resources › [parent ›] current page. */
export function ResourceBreadcrumb({
  ui,
  current,
  parent,
}: {
  ui: ResourcesUi;
  current: string;
  parent?: { label: string; path: string };
}) {
  const to = useLocalizedPath();
  return (
    <BreadcrumbBar
      label={ui.breadcrumb}
      items={[
        { label: ui.home, to: to("/") },
        { label: ui.resources, to: to("/ressources") },
        ...(parent ? [{ label: parent.label, to: to(parent.path) }] : []),
        { label: current },
      ]}
    />
  );
}
