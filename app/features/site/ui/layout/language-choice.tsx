import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { rememberLanguage, useTwin } from "./language-switch.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");
const Languages = spriteIcon("languages");

/** Both languages side by side (mobile panel): the current one marked, the other a link to the twin page. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { target, href } = useTwin();
  const current = (
    <span
      aria-current="true"
      className="flex min-h-11 items-center gap-2 rounded-lg border border-brand bg-brand-soft px-3 text-sm font-semibold text-brand"
    >
      <Check className="size-4" aria-hidden="true" />
      {t("language.current")}
    </span>
  );
  const other = (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-switch"
      onClick={() => rememberLanguage(target)}
      className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm text-ink transition-colors hover:bg-surface-sunken"
    >
      <Languages className="size-4" aria-hidden="true" />
      {t("language.otherName")}
    </a>
  );
  return (
    <div role="group" aria-label={t("language.label")} className="grid grid-cols-2 gap-2">
      {target === "en" ? (
        <>
          {current}
          {other}
        </>
      ) : (
        <>
          {other}
          {current}
        </>
      )}
    </div>
  );
}
