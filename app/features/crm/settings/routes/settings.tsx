import { useActionData } from "react-router";
import type { Route } from "./+types/settings";
import { requireStaff } from "#app/features/crm/guard.server.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { adminNamespace } from "#app/features/crm/locales.ts";
import { staffTexts } from "#app/features/crm/settings/staff-texts.ts";
import { ACTIONS, ASSIGNABLE_ROLES, RESOURCES, can } from "#app/features/crm/permissions.ts";
import { applyStaffAction, listStaff } from "#app/features/crm/staff.server.ts";
import { StaffRoleSchema } from "#app/features/crm/staff.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { SelectField, TextField } from "#app/ui/form/fields.tsx";
import { services } from "#app/features/auth/session.server.ts";
import { AdminPage, Panel, ReplyNotice, TD, Table, TableHead } from "#app/features/crm/ui/ui.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { STAFF_ROLES } from "#server/db/schema.ts";
import { requireForm } from "#app/lib/forms/form-body.server.ts";

/** Settings: for now, the team's staff roles and the permission matrix (issue 8). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff", "view");
  return { ...loadPage(args), staff: await listStaff(services(args.context).db) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "staff", "edit");
  const form = await requireForm(args.request);
  return applyStaffAction(services(args.context).db, { context: args.context, session: staff.session }, form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useNamespace(adminNamespace, staffTexts);
  const reply = useActionData<typeof action>() as AdminReply | undefined;
  const { text, staff } = loaderData;
  return (
    <AdminPage title={text.heading} lead={text.lead}>
      <Panel title={t("staff.title")} id="staff">
        <p className="mb-3 text-sm text-ink-muted">{t("staff.lead")}</p>
        <ReplyNotice reply={reply} />
        <AdminForm
          intent="assign"
          idPrefix="staff"
          schema={StaffRoleSchema}
          reply={reply}
          initialValues={{ role: "sales" }}
          submitLabel={t("staff.assign")}
          buttonClass="btn btn-primary"
          className="my-3 space-y-3"
        >
          <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
            <TextField name="email" type="email" autoComplete="off" label={t("staff.email")} required />
            <SelectField
              name="role"
              label={t("staff.role")}
              required
              options={ASSIGNABLE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            />
          </div>
        </AdminForm>
        <h3 className="mb-2 text-sm font-semibold text-ink">{t("staff.members")}</h3>
        {staff.length === 0 ? <p className="text-sm text-ink-muted">{t("staff.noMembers")}</p> : null}
        <ul className="divide-y divide-line text-sm">
          {staff.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="text-ink">
                {s.name} <span className="text-ink-muted">&lt;{s.email}&gt;</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold text-ink">{t(`roles.${s.role}`)}</span>
                {s.role !== "admin" ? (
                  <AdminForm
                    intent="remove"
                    reply={undefined}
                    hidden={{ userId: s.id }}
                    submitLabel={t("staff.remove")}
                    submitAriaLabel={`${t("staff.remove")} ${s.email}`}
                    pendingLabel={t("common.working")}
                    buttonClass="btn btn-secondary px-2 py-1 text-xs"
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t("staff.matrix")} id="matrix">
        <Table label={t("staff.matrix")}>
          <TableHead labels={[t("staff.resource"), ...STAFF_ROLES.map((r) => t(`roles.${r}`))]} />
          <tbody>
            {RESOURCES.map((res) => (
              <tr key={res}>
                <th scope="row" className={`${TD} font-semibold`}>
                  {t(`staff.resources.${res}`)}
                </th>
                {STAFF_ROLES.map((r) => (
                  <td key={r} className={TD}>
                    {ACTIONS.filter((a) => can(r, res, a))
                      .map((a) => t(`staff.actions.${a}`))
                      .join(", ") || t("common.none")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
    </AdminPage>
  );
}
