import { formatWebinarDate, WEBINARS } from "#content/resources/webinars.ts";
import type { Language } from "#app/lib/i18n/languages.ts";

/** A webinar open for registration, as the registration form shows it. */
export interface WebinarSession {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly time: string;
}

/** The session with this id if it has not started yet (registration closes at the start). */
export function upcomingWebinar(
  id: string | null | undefined,
  lang: Language,
  now = new Date(),
): WebinarSession | undefined {
  const w = id ? WEBINARS.find((x) => x.id === id) : undefined;
  if (!w || Date.parse(w.start) <= now.getTime()) return undefined;
  return { id: w.id, title: w.title[lang], ...formatWebinarDate(w.start, lang) };
}
