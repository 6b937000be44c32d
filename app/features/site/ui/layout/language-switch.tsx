import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { useLocation } from "react-router";
import { LANGUAGE_KEY, type Language } from "#app/lib/i18n/languages.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { translatePath } from "#app/lib/routing/localized-path.ts";
import { writePreferenceCookie } from "#app/lib/cookies.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const Languages = spriteIcon("languages");

/** Remembers the visitor's language (spec §3: local storage `i18nextLng`; DECISIONS.md 4: same-named cookie). */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Blocked storage: the cookie still carries the choice to the server.
  }
  writePreferenceCookie(LANGUAGE_KEY, lang);
}

/** The same page in the other language (path and query kept). */
export function useTwin(): { target: Language; href: string } {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const target: Language = lang === "fr" ? "en" : "fr";
  return { target, href: translatePath(pathname + search, target) };
}

/**
 * Link to the same page in the other language. A plain link: it works before (and without)
 * JavaScript, and the full page load renders the other language's texts, `<html lang>` and
 * metadata from the server. With JavaScript the choice is remembered before leaving, so a later
 * visit to a French URL is sent to its English twin (and back).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { target, href } = useTwin();
  return (
    <a
      href={href}
      hrefLang={target}
      data-testid="language-switch"
      onClick={() => rememberLanguage(target)}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
    >
      <Languages className="size-4 lg:max-2xl:hidden" />
      <span aria-hidden="true">{t("language.other")}</span>
      <span className="sr-only">{t("language.switchTo")}</span>
    </a>
  );
}
