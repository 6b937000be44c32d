/**
 * A short, readable name for the device of a session ("Firefox", "Windows") from its User-Agent
 * header, for the profile's list of active sessions. Unknown parts stay null.
 */
export interface DeviceName {
  readonly browser: string | null;
  readonly system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrom(e|ium)\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
