import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import type { Language } from "#app/lib/i18n/languages.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { searchNamespace } from "#app/features/search/locales.ts";
import {
  groupResults,
  prepareIndex,
  search,
  type PreparedIndex,
  type SearchEntry,
} from "#app/features/search/search.ts";
import { CommandPalette, type PaletteGroup } from "#app/ui/command-palette.tsx";
import type { PaletteProps } from "#app/ui/palette-trigger.tsx";

/** Results the palette lists; the search page shows more. */
const PALETTE_LIMIT = 20;

/** One download of the index per language and page life (the response is also HTTP-cached). */
const indexes = new Map<Language, Promise<PreparedIndex>>();
function loadIndex(lang: Language): Promise<PreparedIndex> {
  let pending = indexes.get(lang);
  if (!pending) {
    pending = fetch(`/api/search-index?lang=${lang}`)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        return response.json() as Promise<SearchEntry[]>;
      })
      .then(prepareIndex);
    pending.catch(() => indexes.delete(lang));
    indexes.set(lang, pending);
  }
  return pending;
}

type IndexState = { kind: "loading" } | { kind: "ready"; index: PreparedIndex } | { kind: "error" };

function useSearchIndex(lang: Language): IndexState {
  const [state, setState] = useState<IndexState>({ kind: "loading" });
  useEffect(() => {
    // The language cannot change while the modal palette is open: one load per opening.
    let live = true;
    loadIndex(lang).then(
      (index) => live && setState({ kind: "ready", index }),
      () => live && setState({ kind: "error" }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return state;
}

/**
 * The site search's palette (spec §1 "site search", §9 Ctrl/Cmd+K): the app's command palette over
 * the site's content index, downloaded on first opening and searched in the browser.
 */
export default function SearchPalette({ onClose, typedAhead }: PaletteProps) {
  const { t } = useNamespace(searchNamespace);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState(typedAhead);
  const state = useSearchIndex(lang);

  const groups = useMemo(
    (): PaletteGroup[] =>
      state.kind === "ready" && query.trim()
        ? groupResults(search(state.index, query, PALETTE_LIMIT)).map((group) => ({
            key: group.kind,
            label: t(`kinds.${group.kind}`),
            items: group.results.map(({ entry }) => ({
              key: `${entry.url} ${entry.title}`,
              title: entry.title,
              text: entry.text,
              href: entry.url,
            })),
          }))
        : [],
    [state, query, t],
  );
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  const trimmed = query.trim();
  let status = "";
  if (state.kind === "loading") status = t("loading");
  else if (state.kind === "error") status = t("loadError");
  else if (trimmed) status = count === 0 ? t("noResults", { query: trimmed }) : t("results", { count });

  return (
    <CommandPalette
      texts={{
        dialogLabel: t("dialogLabel"),
        inputLabel: t("inputLabel"),
        placeholder: t("placeholder"),
        close: t("close"),
        typeToSearch: t("typeToSearch"),
        allResults: t("allResults"),
        hints: { navigate: t("hints.navigate"), open: t("hints.open"), close: t("hints.close") },
        keys: { up: t("keys.up"), down: t("keys.down"), enter: t("keys.enter"), escape: t("keys.escape") },
      }}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      busy={state.kind === "loading"}
      status={status}
      ready={state.kind === "ready"}
      onChoose={(item) => void navigate(item.href)}
      onAllResults={() =>
        void navigate(`${localizedPath("/recherche", lang)}?q=${encodeURIComponent(trimmed)}`)
      }
      onClose={onClose}
      testId="search-palette"
    />
  );
}
