import { useRef } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { setThemePreference } from "#app/ui/theme/theme-store.ts";
import type { ThemePreference } from "#app/ui/theme/theme.ts";
import { useMenuList } from "#app/ui/primitives/menu-list.ts";
import type { MenuFocus } from "#app/ui/primitives/menu.ts";
import { THEME_ICONS } from "./theme-switch.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");

export interface ThemeMenuListProps {
  readonly id: string;
  readonly options: readonly ThemePreference[];
  readonly preference: ThemePreference;
  /** The item to focus on opening (after an arrow key on the button), else the checked one. */
  readonly focus: MenuFocus;
  /** Closes the menu, giving focus back to its button or not (Tab moves on). */
  readonly onClose: (returnFocus: boolean) => void;
}

/**
 * The theme menu's list of radio items (`theme-switch.tsx` renders its button and loads this the
 * first time the menu opens); the keyboard is the shared menu's (`useMenuList`).
 */
export default function ThemeMenuList({ id, options, preference, focus, onClose }: ThemeMenuListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const menu = useMenuList(ref, { focus, onClose });

  const choose = (value: ThemePreference) => {
    setThemePreference(value);
    onClose(true);
  };

  return (
    <div
      {...menu}
      ref={ref}
      id={id}
      aria-label={t("theme.label")}
      className="w-64 rounded-xl border border-line bg-surface p-1.5 shadow-xl shadow-slate-900/10 transition-[opacity,translate] duration-150 starting:-translate-y-1 starting:opacity-0 dark:shadow-black/40"
    >
      {options.map((value) => {
        const ItemIcon = THEME_ICONS[value];
        const checked = value === preference;
        return (
          // Enter and Space reach the item through the menu's keyboard (useMenuList).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- Enter and Space come through the menu list's keyboard
          <div
            key={value}
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            data-theme-option={value}
            onClick={() => choose(value)}
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
