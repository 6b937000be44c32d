import { describe, expect, it } from "vitest";
import { isThemePreference, resolveTheme, serverTheme, themeForHour, themeForLux } from "./theme.ts";

describe("automatic theme schedule (spec §4)", () => {
  it("is light from 06:00 to 17:59 and dark otherwise", () => {
    expect(themeForHour(5)).toBe("dark");
    expect(themeForHour(6)).toBe("light");
    expect(themeForHour(12)).toBe("light");
    expect(themeForHour(17)).toBe("light");
    expect(themeForHour(18)).toBe("dark");
    expect(themeForHour(0)).toBe("dark");
    expect(themeForHour(23)).toBe("dark");
  });
});

describe("ambient light thresholds (spec §4)", () => {
  it("goes dark below 50 lux and light above 200 lux", () => {
    expect(themeForLux(49, "light")).toBe("dark");
    expect(themeForLux(201, "dark")).toBe("light");
  });
  it("keeps the current theme between the thresholds", () => {
    expect(themeForLux(50, "light")).toBe("light");
    expect(themeForLux(120, "dark")).toBe("dark");
    expect(themeForLux(200, "dark")).toBe("dark");
  });
});

describe("resolveTheme", () => {
  const env = { prefersDark: true, hour: 10 };
  it("honours explicit choices and the system preference", () => {
    expect(resolveTheme("light", env)).toBe("light");
    expect(resolveTheme("dark", { ...env, prefersDark: false })).toBe("dark");
    expect(resolveTheme("system", env)).toBe("dark");
    expect(resolveTheme("system", { ...env, prefersDark: false })).toBe("light");
  });
  it("follows the clock in automatic mode and the sensor in ambient mode", () => {
    expect(resolveTheme("auto", env)).toBe("light");
    expect(resolveTheme("auto", { ...env, hour: 20 })).toBe("dark");
    expect(resolveTheme("ambient", { ...env, lux: 10 })).toBe("dark");
    expect(resolveTheme("ambient", { ...env, lux: 500 })).toBe("light");
    expect(resolveTheme("ambient", { prefersDark: false, hour: 3 })).toBe("light");
  });
  it("lets the server render only explicit themes", () => {
    expect(serverTheme("dark")).toBe("dark");
    expect(serverTheme("system")).toBeNull();
    expect(isThemePreference("auto")).toBe(true);
    expect(isThemePreference("sepia")).toBe(false);
  });
});
