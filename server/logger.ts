import pino, { type Logger } from "pino";

/** One JSON logger for the process; secrets are redacted wherever they appear in a logged object. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "secret",
        "*.secret",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}

export type { Logger };
