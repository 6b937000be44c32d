import { useSyncExternalStore } from "react";
import { writePreferenceCookie } from "#app/lib/cookies.ts";
import {
  isThemePreference,
  resolveTheme,
  serverTheme,
  THEME_CHECK_INTERVAL_MS,
  THEME_COOKIE,
  type ResolvedTheme,
  type ThemePreference,
} from "./theme.ts";

/**
 * The browser side of the theme (spec §4): keeps `<html class="dark">` in line with the chosen
 * preference after the pre-paint script (`boot-script.ts`) made the first decision. It follows the
 * system setting, re-checks the automatic schedule every 60 s and listens to the ambient light
 * sensor when that mode is chosen. The choice is stored in local storage and in a cookie named
 * `theme`, so the server renders explicit choices and the boot script resolves the others.
 */

export interface ThemeSnapshot {
  readonly preference: ThemePreference;
  readonly resolved: ResolvedTheme;
}

interface SensorLike {
  readonly illuminance?: number | null;
  start(): void;
  stop(): void;
  addEventListener(type: "reading" | "error", listener: () => void): void;
}
type SensorConstructor = new (options?: { frequency?: number }) => SensorLike;

const STORAGE_KEY = THEME_COOKIE;

let snapshot: ThemeSnapshot | undefined;
let lux: number | undefined;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function ambientSensorClass(): SensorConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as unknown as { AmbientLightSensor?: SensorConstructor }).AmbientLightSensor;
}

/** spec §4: the ambient mode is offered only where the browser has a light sensor. */
export function isAmbientLightSupported(): boolean {
  return typeof ambientSensorClass() === "function";
}

function readStoredPreference(): ThemePreference {
  const fromBoot = document.documentElement.dataset.themePreference;
  if (isThemePreference(fromBoot)) return fromBoot;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isThemePreference(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode, strict settings): the system preference applies.
  }
  return "system";
}

function prefersDark(): boolean {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

function apply(preference: ThemePreference): void {
  const root = document.documentElement;
  const current: ResolvedTheme = root.classList.contains("dark") ? "dark" : "light";
  const resolved = resolveTheme(preference, {
    prefersDark: prefersDark(),
    hour: new Date().getHours(),
    lux,
    current,
  });
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  root.dataset.themePreference = preference;
  if (snapshot?.preference !== preference || snapshot.resolved !== resolved) {
    snapshot = { preference, resolved };
    for (const listener of listeners) listener();
  }
}

/** Starts whatever the preference needs to stay right over time, and returns how to stop it. */
function watch(preference: ThemePreference): () => void {
  const refresh = () => apply(preference);
  if (preference === "system" || preference === "ambient") {
    const query = window.matchMedia?.("(prefers-color-scheme: dark)");
    query?.addEventListener("change", refresh);
    const stopSensor = preference === "ambient" ? startSensor(refresh) : undefined;
    return () => {
      query?.removeEventListener("change", refresh);
      stopSensor?.();
    };
  }
  if (preference === "auto") {
    // spec §4, §9: the schedule is checked again every 60 s (and when the tab comes back).
    const timer = window.setInterval(refresh, THEME_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }
  return () => {};
}

function startSensor(onChange: () => void): (() => void) | undefined {
  const Sensor = ambientSensorClass();
  if (!Sensor) return undefined;
  try {
    const sensor = new Sensor({ frequency: 1 });
    sensor.addEventListener("reading", () => {
      if (typeof sensor.illuminance === "number") {
        lux = sensor.illuminance;
        onChange();
      }
    });
    // A denied permission or missing hardware leaves the system preference in charge.
    sensor.addEventListener("error", () => {
      lux = undefined;
      onChange();
    });
    sensor.start();
    return () => sensor.stop();
  } catch {
    return undefined;
  }
}

function ensureStarted(): ThemeSnapshot {
  if (!snapshot) {
    const preference = readStoredPreference();
    apply(preference);
    stopWatching = watch(preference);
  }
  return snapshot as ThemeSnapshot;
}

/** Chooses a theme: applies it now, remembers it (local storage and cookie) and keeps it up to date. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // The cookie below still carries the choice.
  }
  writePreferenceCookie(THEME_COOKIE, preference);
  stopWatching?.();
  lux = undefined;
  apply(preference);
  stopWatching = watch(preference);
}

function subscribe(listener: () => void): () => void {
  ensureStarted();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): ThemeSnapshot {
  return ensureStarted();
}

/**
 * The current theme. During server rendering and hydration it is what the server knew from the
 * cookie (`serverPreference`), so the markup matches; right after, the browser's own value.
 */
export function useTheme(serverPreference: ThemePreference): ThemeSnapshot {
  const server = serverSnapshot(serverPreference);
  return useSyncExternalStore(subscribe, getSnapshot, () => server);
}

const serverSnapshots = new Map<ThemePreference, ThemeSnapshot>();
function serverSnapshot(preference: ThemePreference): ThemeSnapshot {
  let value = serverSnapshots.get(preference);
  if (!value) {
    value = { preference, resolved: serverTheme(preference) ?? "light" };
    serverSnapshots.set(preference, value);
  }
  return value;
}
