/**
 * Theme preferences (spec §3, §4, §9). Pure rules, shared by the pre-paint script, the switch and tests.
 */
export const THEME_PREFERENCES = ["light", "dark", "system", "auto", "ambient"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = "light" | "dark";

export const THEME_COOKIE = "theme";
/** spec §9: the automatic mode is re-checked every 60 s. */
export const THEME_CHECK_INTERVAL_MS = 60_000;
/** spec §4: light from 06:00 to 17:59, dark otherwise. */
export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 18;
/** spec §4: dark below 50 lux, light above 200 lux; in between the current theme stays (hysteresis). */
export const DARK_BELOW_LUX = 50;
export const LIGHT_ABOVE_LUX = 200;

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === "string" && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function themeForHour(hour: number): ResolvedTheme {
  return hour >= DAY_START_HOUR && hour < DAY_END_HOUR ? "light" : "dark";
}

export function themeForLux(lux: number, current: ResolvedTheme): ResolvedTheme {
  if (lux < DARK_BELOW_LUX) return "dark";
  if (lux > LIGHT_ABOVE_LUX) return "light";
  return current;
}

export interface ThemeEnvironment {
  readonly prefersDark: boolean;
  readonly hour: number;
  /** Last ambient reading, when a sensor exists. */
  readonly lux?: number;
  readonly current?: ResolvedTheme;
}

export function resolveTheme(preference: ThemePreference, env: ThemeEnvironment): ResolvedTheme {
  switch (preference) {
    case "light":
    case "dark":
      return preference;
    case "system":
      return env.prefersDark ? "dark" : "light";
    case "auto":
      return themeForHour(env.hour);
    case "ambient": {
      const fallback = env.current ?? (env.prefersDark ? "dark" : "light");
      return env.lux === undefined ? fallback : themeForLux(env.lux, fallback);
    }
  }
}

/** The theme the server can render from the cookie alone (null: decided in the browser before paint). */
export function serverTheme(preference: ThemePreference): ResolvedTheme | null {
  return preference === "light" || preference === "dark" ? preference : null;
}
