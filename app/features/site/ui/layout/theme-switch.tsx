import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { lazyWithRetry } from "#app/ui/lazy/lazy-boundary.tsx";
import { SkeletonText } from "#app/ui/skeleton.tsx";
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
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // The item to focus on opening (after an arrow key): first or last; otherwise the checked one.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const id = useId();
  const Icon = THEME_ICONS[preference];

  // While open, a click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!wrapperRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setFocusIndex(event.key === "ArrowDown" ? 0 : options.length - 1);
      setOpen(true);
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          setFocusIndex(null);
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        data-testid="theme-switch"
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
      >
        <Icon className="size-[1.15rem]" />
        <span className="sr-only">{t("theme.current", { theme: t(`theme.${preference}`) })}</span>
      </button>
      {open && (
        <div ref={wrapperRef} className="absolute right-0 top-full z-50 mt-2">
          <ThemeMenuList
            id={`${id}-menu`}
            options={options}
            preference={preference}
            focusIndex={focusIndex}
            onClose={close}
          />
        </div>
      )}
    </div>
  );
}
