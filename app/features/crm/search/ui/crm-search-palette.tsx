import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { adminNamespace } from "#app/features/crm/locales.ts";
import type { SearchGroup } from "#app/features/crm/search/search.server.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { localizedPath } from "#app/lib/routing/localized-path.ts";
import { CommandPalette, type PaletteGroup } from "#app/ui/command-palette.tsx";
import type { PaletteProps } from "#app/ui/palette-trigger.tsx";
import { hitText } from "./hit-text.ts";

/** Typing pauses this long before a request: one request per word typed, not per key. */
const DEBOUNCE_MS = 150;

/** The last answer: its query, and its groups or the failure. */
type Answer =
  | { readonly query: string; readonly groups: readonly SearchGroup[] }
  | { readonly query: string; readonly failed: true };

/**
 * The CRM's search palette (issue 20 §5): the app's command palette over `/admin/api/search`,
 * asked after a pause in typing (an older answer never replaces a newer one); the results keep
 * showing while the next ones load.
 */
export default function CrmSearchPalette({ onClose, typedAhead }: PaletteProps) {
  const { t } = useNamespace(adminNamespace);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState(typedAhead);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  // The previous answer's results stay on screen while the next ones load.
  const loading = trimmed !== "" && answer?.query !== trimmed;
  const failed = !loading && answer !== null && "failed" in answer;

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/api/search?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search: ${response.status}`);
          const body = (await response.json()) as { groups: SearchGroup[] };
          setAnswer({ query: trimmed, groups: body.groups });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, failed: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  const shown = trimmed && answer && "groups" in answer ? answer.groups : [];
  const groups: PaletteGroup[] = shown.map((group) => ({
    key: group.kind,
    label: t(`crmSearch.kinds.${group.kind}`),
    items: group.hits.map((hit) => ({
      key: `${hit.kind}:${hit.id}`,
      title: hit.title || t("crmSearch.draft"),
      text: hitText(t, hit),
      href: localizedPath(hit.url, lang),
    })),
  }));
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  let status = "";
  if (loading) status = t("crmSearch.searching");
  else if (failed) status = t("crmSearch.loadError");
  else if (trimmed)
    status = count === 0 ? t("crmSearch.noResults", { query: trimmed }) : t("crmSearch.results", { count });

  return (
    <CommandPalette
      texts={{
        dialogLabel: t("crmSearch.dialogLabel"),
        inputLabel: t("crmSearch.inputLabel"),
        placeholder: t("crmSearch.placeholder"),
        close: t("crmSearch.close"),
        typeToSearch: t("crmSearch.typeToSearch"),
        allResults: t("crmSearch.allResults"),
        hints: {
          navigate: t("crmSearch.hints.navigate"),
          open: t("crmSearch.hints.open"),
          close: t("crmSearch.hints.close"),
        },
        keys: {
          up: t("crmSearch.keys.up"),
          down: t("crmSearch.keys.down"),
          enter: t("crmSearch.keys.enter"),
          escape: t("crmSearch.keys.escape"),
        },
      }}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      busy={loading}
      status={status}
      ready
      onChoose={(item) => void navigate(item.href)}
      onAllResults={() =>
        void navigate(`${localizedPath("/admin/search", lang)}?q=${encodeURIComponent(trimmed)}`)
      }
      onClose={onClose}
      testId="crm-search-palette"
    />
  );
}
