import { describe, expect, it } from "vitest";
import { deviceName } from "./device.ts";

describe("deviceName", () => {
  it("names common browsers and systems", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", system: "Linux" });
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0",
      ),
    ).toEqual({ browser: "Edge", system: "Windows" });
    expect(
      deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0"),
    ).toEqual({
      browser: "Firefox",
      system: "macOS",
    });
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS" });
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", system: "Android" });
  });

  it("leaves unknown parts empty", () => {
    expect(deviceName(null)).toEqual({ browser: null, system: null });
    expect(deviceName("curl/8.5.0")).toEqual({ browser: null, system: null });
  });
});
