import { Link } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { AdminForm } from "#app/features/crm/ui/admin-form.tsx";
import { CheckboxField, SelectField, TextField } from "#app/ui/form/fields.tsx";
import { Notice } from "#app/ui/notice.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import type { SavedViewsData } from "../views.server.ts";
import { RenameViewSchema, SaveViewSchema, VIEW_NAME_MAX } from "../views.ts";

/**
 * A list's saved views (decision 039): links above its filters (the current one marked with
 * `aria-current`), a delete button on those the reader may delete, "rename a view" (those same
 * views) and "save this view" (a disclosure with the name and "visible to the whole team"). Forms of
 * the kit: each works before JavaScript.
 */
export function SavedViews({ views, reply }: { views: SavedViewsData; reply: AdminReply | undefined }) {
  const { t } = useNamespace(adminNamespace);
  const own = reply?.intent === "view.save" ? reply : undefined;
  const renaming = reply?.intent === "view.rename" ? reply : undefined;
  const manageable = views.views.filter((v) => v.canDelete);
  const deleteError = reply?.intent === "view.delete" ? reply.fieldErrors?.viewId : undefined;
  const noneCurrent = !views.views.some((v) => v.current);
  return (
    <div className="space-y-2">
      <nav aria-label={t("savedViews.label")}>
        <ul className="flex flex-wrap items-center gap-2">
          <li>
            <Link
              to="?"
              aria-current={views.query === "" ? "page" : undefined}
              className={`btn ${views.query === "" ? "btn-primary" : "btn-secondary"}`}
            >
              {t("savedViews.all")}
            </Link>
          </li>
          {views.views.map((v) => (
            <li key={v.id} className="flex max-w-full items-center" data-testid="saved-view">
              <Link
                to={v.href}
                aria-current={v.current ? "page" : undefined}
                title={
                  v.shared && !v.mine
                    ? t("savedViews.teamLabel", { name: v.name, author: v.author })
                    : undefined
                }
                className={`btn max-w-64 truncate ${v.current ? "btn-primary" : "btn-secondary"} ${v.canDelete ? "rounded-r-none" : ""}`}
              >
                {v.name}
                {v.shared ? (
                  <span className="ml-1 text-xs font-normal opacity-80">· {t("savedViews.team")}</span>
                ) : null}
              </Link>
              {v.canDelete ? (
                <AdminForm
                  intent="view.delete"
                  // Its refusal is said under the list (the row's button has no room for it).
                  reply={undefined}
                  hidden={{ viewId: v.id }}
                  idPrefix={`view-delete-${v.id}`}
                  className="contents"
                  submitLabel="×"
                  submitAriaLabel={t("savedViews.deleteLabel", { name: v.name })}
                  pendingLabel="…"
                  buttonClass="btn btn-secondary rounded-l-none border-l-0 px-2"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      {deleteError ? <Notice tone="error">{t(`validation.${deleteError}`)}</Notice> : null}
      {manageable.length > 0 ? (
        <details
          className="rounded-xl border border-line bg-surface-raised p-3"
          open={Boolean(renaming && !renaming.ok)}
        >
          <summary className="min-h-6 cursor-pointer text-sm font-semibold text-brand">
            {t("savedViews.rename")}
          </summary>
          <AdminForm
            intent="view.rename"
            schema={RenameViewSchema}
            reply={renaming}
            submitLabel={t("savedViews.renameButton")}
            className="mt-3 flex flex-wrap items-end gap-3"
            idPrefix="rename-view"
            initialValues={{ viewId: manageable.find((v) => v.current)?.id ?? manageable[0]!.id }}
          >
            <SelectField
              name="viewId"
              label={t("savedViews.renameWhich")}
              required
              options={manageable.map((v) => ({ value: v.id, label: v.name }))}
            />
            <TextField name="name" label={t("savedViews.newName")} required maxLength={VIEW_NAME_MAX} />
          </AdminForm>
        </details>
      ) : null}
      {views.query !== "" && noneCurrent ? (
        <details
          className="rounded-xl border border-line bg-surface-raised p-3"
          open={Boolean(own && !own.ok)}
        >
          <summary className="min-h-6 cursor-pointer text-sm font-semibold text-brand">
            {t("savedViews.save")}
          </summary>
          <AdminForm
            intent="view.save"
            schema={SaveViewSchema}
            reply={own}
            hidden={{ query: views.query }}
            submitLabel={t("savedViews.saveButton")}
            className="mt-3 flex flex-wrap items-end gap-3"
            idPrefix="save-view"
          >
            <TextField name="name" label={t("savedViews.name")} required maxLength={VIEW_NAME_MAX} />
            <CheckboxField name="shared" label={t("savedViews.shared")} className="pb-2" />
          </AdminForm>
        </details>
      ) : null}
    </div>
  );
}
