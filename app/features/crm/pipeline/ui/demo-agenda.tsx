import { Link } from "react-router";
import { formatDateTime } from "#app/features/client-space/format.ts";
import type { DemoAgendaRow } from "#app/features/crm/pipeline/demo-agenda.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { TD, TH, Table } from "#app/features/crm/ui/ui.tsx";

/** The demo bookings by date, each linked to its lead (the "Démos" view of the leads inbox). */
export function DemoAgenda({ rows, lang }: { rows: readonly DemoAgendaRow[]; lang: Language }) {
  const { t } = useNamespace(adminNamespace);
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{t("demos.empty")}</p>;
  return (
    <Table label={t("demos.label")}>
      <thead>
        <tr>
          <th scope="col" className={TH}>
            {t("demos.columns.slot")}
          </th>
          <th scope="col" className={TH}>
            {t("demos.columns.institution")}
          </th>
          <th scope="col" className={TH}>
            {t("demos.columns.contact")}
          </th>
          <th scope="col" className={TH}>
            {t("demos.columns.language")}
          </th>
          <th scope="col" className={TH}>
            {t("demos.columns.status")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={r.status === "cancelled" ? "text-ink-muted" : undefined}>
            <td className={TD}>
              <Link
                to={localizedPath(`/admin/quotes/${r.leadId}`, lang)}
                className="font-semibold text-brand underline"
              >
                {formatDateTime(r.slotStart, lang)}
              </Link>
            </td>
            <td className={TD}>{r.institution}</td>
            <td className={TD}>
              {r.contactName} · {r.email}
            </td>
            <td className={TD}>{t(`analytics.languages.${r.language}`)}</td>
            <td className={TD}>{t(`demos.statuses.${r.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
