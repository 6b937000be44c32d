import type { ComponentProps } from "react";
import type { AdminReply } from "#app/features/crm/pipeline/leads.server.ts";
import { ADMIN_ERRORS, adminNamespace, type AdminValidationKey } from "#app/features/crm/locales.ts";
import { formIntents, ServerForm } from "#app/ui/form/server-form.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";

type KitProps = ComponentProps<typeof ServerForm<AdminValidationKey>>;

/**
 * A form of the CRM: the form kit's `ServerForm` with the CRM's error texts. The action's answer
 * reaches only the form that sent it (its `intent`, or one its buttons post): its field errors and
 * what was typed. The
 * page's notice (`ReplyNotice`) says whether the change was made. Without a label, the button says
 * "Enregistrer" / "Save".
 */
export function AdminForm({
  reply,
  submitLabel,
  pendingLabel,
  buttonClass = "btn btn-secondary",
  className = "space-y-3",
  ...props
}: Omit<KitProps, "vocabulary" | "errorText" | "reply" | "submitLabel" | "pendingLabel"> & {
  readonly reply: AdminReply | undefined;
  readonly submitLabel?: string;
  readonly pendingLabel?: string;
}) {
  const { t } = useNamespace(adminNamespace);
  return (
    <ServerForm<AdminValidationKey>
      vocabulary={ADMIN_ERRORS}
      errorText={(key) => t(`validation.${key}`)}
      reply={reply && formIntents(props.intent, props.choices).includes(reply.intent) ? reply : undefined}
      submitLabel={submitLabel ?? t("common.save")}
      pendingLabel={pendingLabel ?? t("common.saving")}
      buttonClass={buttonClass}
      className={className}
      {...props}
    />
  );
}
