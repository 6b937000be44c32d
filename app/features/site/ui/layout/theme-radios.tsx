import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { setThemePreference, useTheme } from "#app/ui/theme/theme-store.ts";
import { THEME_ICONS, useThemeOptions } from "./theme-switch.tsx";
import { useServerThemePreference } from "./use-root-preferences.ts";

/** Theme choice of the mobile panel: a row of radio buttons, all options in view. */
export function ThemeRadios() {
  const { t } = useTranslation();
  const { preference } = useTheme(useServerThemePreference());
  const options = useThemeOptions();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-ink-muted">
        {t("theme.label")}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((value) => {
          const Icon = THEME_ICONS[value];
          return (
            <label
              key={value}
              className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm text-ink transition-colors hover:bg-surface-sunken has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:font-semibold has-[:checked]:text-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={preference === value}
                onChange={() => setThemePreference(value)}
                // Invisible but covering the whole label, so the radio itself takes the click.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Icon className="size-4 shrink-0" />
              {t(`theme.short.${value}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
