import { useSyncExternalStore } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { SkeletonText } from "#app/ui/skeleton.tsx";
import { useMenu } from "#app/ui/primitives/menu.ts";
import { isAmbientLightSupported, useTheme } from "#app/ui/theme/theme-store.ts";
import type { ThemePreference } from "#app/ui/theme/theme.ts";
import { useServerThemePreference } from "./use-root-preferences.ts";
import { spriteIcon, type IconComponent } from "#app/ui/icon.tsx";

const Clock = spriteIcon("clock");
const Lightbulb = spriteIcon("lightbulb");
const Monitor = spriteIcon("monitor");
const Moon = spriteIcon("moon");
const Sun = spriteIcon("sun");

export const THEME_ICONS: Readonly<Record<ThemePreference, IconComponent>> = {
  light: Sun,
  dark: Moon,
  system: Monitor,
  auto: Clock,
  ambient: Lightbulb,
};

/** spec §4: light, dark, system; the automatic schedule; ambient light only where a sensor exists. */
const noSubscription = () => () => {};
const BASE_OPTIONS: readonly ThemePreference[] = ["light", "dark", "system", "auto"];
const WITH_AMBIENT: readonly ThemePreference[] = [...BASE_OPTIONS, "ambient"];
export function useThemeOptions(): readonly ThemePreference[] {
  // Known only in the browser: the server (and hydration) render without it.
  const ambient = useSyncExternalStore(noSubscription, isAmbientLightSupported, () => false);
  return ambient ? WITH_AMBIENT : BASE_OPTIONS;
}

// The menu's list (items, arrow keys, focus) is only needed once it opens: loaded then, fetched ahead
// when the button is hovered or focused.
const importList = () => import("./theme-menu-list.tsx");
const preloadList = () => void importList().catch(() => {});
const ThemeMenuList = lazyWithRetry(importList, {
  fallback: (
    <div className="w-64 rounded-xl border border-line bg-surface p-3 shadow-xl">
      <SkeletonText lines={4} />
    </div>
  ),
});

/** Theme menu of the desktop header: a button opening a small menu of radio items. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { preference } = useTheme(useServerThemePreference());
  const options = useThemeOptions();
  const { open, close, focus, buttonProps, menuRef, menuId } = useMenu();
  const Icon = THEME_ICONS[preference];

  return (
    <div className="relative">
      <button
        {...buttonProps}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        data-testid="theme-switch"
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
      >
        <Icon className="size-[1.15rem]" />
        <span className="sr-only">{t("theme.current", { theme: t(`theme.${preference}`) })}</span>
      </button>
      {open && (
        <div ref={menuRef} className="absolute right-0 top-full z-50 mt-2">
          <ThemeMenuList
            id={menuId}
            options={options}
            preference={preference}
            focus={focus}
            onClose={close}
          />
        </div>
      )}
    </div>
  );
}
