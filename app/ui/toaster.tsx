import type { CSSProperties } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Toaster as Sonner } from "sonner";
import { useServerThemePreference } from "#app/features/site/ui/layout/use-root-preferences.ts";
import { useTheme } from "#app/ui/theme/theme-store.ts";

/** spec §9 toast constants. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_OFFSET_PX = 32;
export const TOAST_HOTKEY = ["altKey", "KeyT"];

/**
 * The toaster, loaded with the first toast (toast.ts). Bottom-right, in the site's current theme
 * (including the automatic and ambient modes, which the system setting alone would miss).
 * Width 356 px and the 200 ms removal animation are the library's own values.
 */
export default function Toaster() {
  const { t } = useTranslation();
  const { resolved } = useTheme(useServerThemePreference());
  return (
    <Sonner
      position="bottom-right"
      theme={resolved}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      gap={TOAST_GAP_PX}
      offset={TOAST_OFFSET_PX}
      hotkey={TOAST_HOTKEY}
      containerAriaLabel={t("toasts.label")}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
      style={{ "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties}
    />
  );
}
