import { Link } from "react-router";
import { formatDateTime } from "#app/features/client-space/format.ts";
import type { DemoAgendaRow } from "#app/features/crm/pipeline/demo-agenda.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { analyticsTexts } from "#app/features/crm/analytics/analytics-locales.ts";
import { demoAgendaTexts } from "#app/features/crm/pipeline/demo-agenda-locales.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { DataTable, EmptyState, type Column } from "#app/ui/data-table/data-table.tsx";

/** The demo bookings by date, each linked to its lead (the "Démos" view of the leads inbox). */
export function DemoAgenda({ rows, lang }: { rows: readonly DemoAgendaRow[]; lang: Language }) {
  const { t } = useNamespace(adminNamespace, analyticsTexts, demoAgendaTexts);
  if (rows.length === 0) return <EmptyState message={t("demos.empty")} />;
  const contact = (r: DemoAgendaRow) => `${r.contactName} · ${r.email}`;
  const columns: Column<DemoAgendaRow>[] = [
    {
      key: "slot",
      header: t("demos.columns.slot"),
      priority: "primary",
      cell: (r) => (
        <Link
          to={localizedPath(`/admin/quotes/${r.leadId}`, lang)}
          className="font-semibold text-brand underline"
        >
          {formatDateTime(r.slotStart, lang)}
        </Link>
      ),
    },
    {
      key: "institution",
      header: t("demos.columns.institution"),
      truncate: (r) => r.institution,
      cell: (r) => r.institution,
    },
    { key: "contact", header: t("demos.columns.contact"), truncate: contact, cell: contact },
    {
      key: "language",
      header: t("demos.columns.language"),
      priority: "medium",
      cell: (r) => t(`analytics.languages.${r.language}`),
    },
    { key: "status", header: t("demos.columns.status"), cell: (r) => t(`demos.statuses.${r.status}`) },
  ];
  return (
    <DataTable
      label={t("demos.label")}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ className: r.status === "cancelled" ? "text-ink-muted" : "" })}
    />
  );
}
