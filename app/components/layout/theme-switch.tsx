import { Check, Clock, Lightbulb, Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { isAmbientLightSupported, setThemePreference, useTheme } from "#app/theme/theme-store.ts";
import type { ThemePreference } from "#app/theme/theme.ts";
import { useServerThemePreference } from "./use-root-preferences.ts";

export const THEME_ICONS: Readonly<Record<ThemePreference, LucideIcon>> = {
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

/** Theme menu of the desktop header: a button opening a small menu of radio items. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { preference } = useTheme(useServerThemePreference());
  const options = useThemeOptions();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const id = useId();
  const Icon = THEME_ICONS[preference];

  // On opening, focus goes to the checked item (or the first/last one after an arrow key).
  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]");
    const checked = Array.from(items ?? []).findIndex((item) => item.getAttribute("aria-checked") === "true");
    items?.[focusIndex.current ?? Math.max(0, checked)]?.focus();
    focusIndex.current = null;
  }, [open]);

  // While open, a click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const choose = (value: ThemePreference) => {
    setThemePreference(value);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      focusIndex.current = event.key === "ArrowDown" ? 0 : options.length - 1;
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]") ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(items.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      case "Tab":
        setOpen(false);
        return;
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
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
        data-testid="theme-switch"
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
      >
        <Icon className="size-[1.15rem]" />
        <span className="sr-only">{t("theme.current", { theme: t(`theme.${preference}`) })}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={t("theme.label")}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-slate-900/10 transition-[opacity,translate] duration-150 starting:-translate-y-1 starting:opacity-0 dark:shadow-black/40"
        >
          {options.map((value) => {
            const ItemIcon = THEME_ICONS[value];
            const checked = value === preference;
            return (
              <div
                key={value}
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                data-theme-option={value}
                onClick={() => choose(value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    choose(value);
                  }
                }}
                className={`flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none hover:bg-surface-sunken focus-visible:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 ${
                  checked ? "font-semibold text-brand" : "text-ink"
                }`}
              >
                <ItemIcon className="size-4 shrink-0" />
                <span className="flex-1">{t(`theme.${value}`)}</span>
                {checked && <Check className="size-4 shrink-0" />}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
