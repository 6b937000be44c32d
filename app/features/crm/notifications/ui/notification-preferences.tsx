import { ClientForm } from "#app/features/client-space/ui/ui.tsx";
import { clientSpaceNamespace } from "#app/features/client-space/locales.ts";
import type { ActionReply } from "#app/features/client-space/guard.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { CheckboxField } from "#app/ui/form/fields.tsx";
import { PreferencesSchema, preferenceField, type Channel } from "../notifications.ts";
import type { PreferencesView } from "../notifications.server.ts";

const CHANNELS: readonly Channel[] = ["inApp", "email"];

/**
 * The profile's notification preferences (staff only): a row per event the role may be told of,
 * a checkbox for the CRM's bell and one for e-mail; the kit's form, checked by the same schema on
 * the server. Each checkbox's name says the event and the channel to screen readers.
 */
export function NotificationPreferences({
  preferences,
  reply,
}: {
  preferences: PreferencesView;
  reply: ActionReply | undefined;
}) {
  const { t } = useNamespace(clientSpaceNamespace);
  const initialValues = Object.fromEntries(
    preferences.kinds.flatMap((kind) =>
      CHANNELS.map((c) => [preferenceField(kind, c), preferences.values[kind][c] ? "on" : ""]),
    ),
  );
  const channelText = (c: Channel) =>
    t(c === "inApp" ? "profile.notificationsInApp" : "profile.notificationsEmail");
  return (
    <ClientForm
      // The stored choices are the form's start (a new form after each save).
      key={JSON.stringify(initialValues)}
      intent="notifications"
      schema={PreferencesSchema}
      reply={reply}
      submitLabel={t("profile.notificationsSave")}
      initialValues={initialValues}
    >
      <p className="text-sm text-ink-muted">{t("profile.notificationsLead")}</p>
      <table className="w-full text-sm" data-testid="notification-preferences">
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-2 font-semibold text-ink">
              {t("profile.notificationsEvent")}
            </th>
            {CHANNELS.map((c) => (
              <th key={c} scope="col" className="w-24 px-2 py-2 text-center font-semibold text-ink">
                {channelText(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preferences.kinds.map((kind) => (
            <tr key={kind} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                {t(`profile.notificationKinds.${kind}`)}
              </th>
              {CHANNELS.map((c) => (
                <td key={c} className="px-2 py-1 text-center">
                  <CheckboxField
                    name={preferenceField(kind, c)}
                    className="inline-flex min-h-6 min-w-6 items-center justify-center"
                    label={
                      <span className="sr-only">
                        {t("profile.notificationChannelLabel", {
                          event: t(`profile.notificationKinds.${kind}`),
                          channel: channelText(c),
                        })}
                      </span>
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ClientForm>
  );
}
