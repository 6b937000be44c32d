import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { spriteIcon } from "#app/ui/icon.tsx";
import { lazyPalette } from "#app/ui/palette-trigger.tsx";

const SearchIcon = spriteIcon("search");

// The palette (its code, texts and the index it fetches) is only needed once it opens.
const usePaletteTrigger = lazyPalette(() => import("./search-palette.tsx"));

/**
 * The header's search button (spec §1 "site search"). Without JavaScript it is a plain link to the
 * `/recherche` page; once hydrated it opens the command palette, as Ctrl/Cmd+K does.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { link, palette } = usePaletteTrigger();

  return (
    <>
      <a
        href={to("/recherche")}
        {...link}
        data-testid="search-button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink lg:size-9"
      >
        <SearchIcon className="size-5 lg:size-[1.15rem]" aria-hidden="true" />
        <span className="sr-only">{t("header.search")}</span>
      </a>
      {palette}
    </>
  );
}
