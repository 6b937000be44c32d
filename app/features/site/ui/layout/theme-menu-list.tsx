import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { setThemePreference } from "#app/ui/theme/theme-store.ts";
import type { ThemePreference } from "#app/ui/theme/theme.ts";
import { THEME_ICONS } from "./theme-switch.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");

export interface ThemeMenuListProps {
  readonly id: string;
  readonly options: readonly ThemePreference[];
  readonly preference: ThemePreference;
  /** The item to focus on opening (after an arrow key on the button), else the checked one. */
  readonly focusIndex: number | null;
  /** Closes the menu, giving focus back to its button or not (Tab moves on). */
  readonly onClose: (returnFocus: boolean) => void;
}

/**
 * The theme menu's list of radio items (`theme-switch.tsx` renders its button and loads this the
 * first time the menu opens): arrow keys, Home and End move, Enter or Space chooses, Escape closes.
 */
export default function ThemeMenuList({ id, options, preference, focusIndex, onClose }: ThemeMenuListProps) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLDivElement>(null);

  // On opening, focus goes to the checked item (or the first/last one after an arrow key).
  useEffect(() => {
    const items = menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitemradio]");
    const checked = Array.from(items ?? []).findIndex((item) => item.getAttribute("aria-checked") === "true");
    items?.[focusIndex ?? Math.max(0, checked)]?.focus();
    // Only when the list appears: later renders keep the focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (value: ThemePreference) => {
    setThemePreference(value);
    onClose(true);
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
        onClose(true);
        return;
      case "Tab":
        onClose(false);
        return;
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={t("theme.label")}
      tabIndex={-1}
      onKeyDown={onMenuKeyDown}
      className="w-64 rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-slate-900/10 transition-[opacity,translate] duration-150 starting:-translate-y-1 starting:opacity-0 dark:shadow-black/40"
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
  );
}
