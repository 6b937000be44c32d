import type { Route } from "./+types/keyboard-shortcuts";
import { OPEN_A11Y_CHECKER_EVENT } from "#app/features/a11y-checker/shortcut.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { searchNamespace } from "#app/features/search/locales.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";

/**
 * `/raccourcis-clavier`: the site's keyboard shortcuts (spec §9 "Keyboard"), linked from the footer.
 * Only shortcuts that exist are listed.
 */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type ShortcutKey = "search" | "a11yChecker" | "escape" | "tab" | "arrows" | "enter";

/** Key combinations, as `<kbd>` groups: alternatives separated by "/", chords by "+". */
const SHORTCUTS: readonly { readonly id: ShortcutKey; readonly keys: readonly (readonly string[])[] }[] = [
  {
    id: "search",
    keys: [
      ["Ctrl", "K"],
      ["⌘", "K"],
    ],
  },
  { id: "a11yChecker", keys: [["Ctrl", "Maj|Shift", "A"]] },
  { id: "escape", keys: [["Échap|Esc"]] },
  { id: "tab", keys: [["Tab"], ["Maj|Shift", "Tab"]] },
  { id: "arrows", keys: [["↑"], ["↓"], ["←"], ["→"]] },
  { id: "enter", keys: [["Entrée|Enter"]] },
];

function keyLabel(key: string, lang: "fr" | "en"): string {
  const [fr, en] = key.split("|");
  return lang === "fr" ? fr! : (en ?? fr!);
}

export default function KeyboardShortcutsPage({ loaderData }: Route.ComponentProps) {
  const { text, lang } = loaderData;
  const { t } = useNamespace(searchNamespace);
  return (
    <>
      <PageHeader text={text} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <div className="relative overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-left">
            <caption className="sr-only">{t("shortcuts.tableCaption")}</caption>
            <thead className="bg-surface-raised text-sm text-ink-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t("shortcuts.keysHeader")}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t("shortcuts.actionHeader")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {SHORTCUTS.map((s) => (
                <tr key={s.id} data-shortcut={s.id}>
                  <td className="px-5 py-4">
                    {s.keys.map((chord, i) => (
                      // A chord never breaks; alternatives wrap, so the table fits a phone without scrolling.
                      <span key={chord.join("+")} className="inline-block whitespace-nowrap">
                        {i > 0 ? <span className="mx-1.5 text-ink-muted">/</span> : null}
                        {chord.map((key, j) => (
                          <span key={key}>
                            {j > 0 ? <span className="mx-1 text-ink-muted">+</span> : null}
                            <kbd className="rounded-md border border-line bg-surface-raised px-2 py-1 font-mono text-sm text-ink shadow-sm">
                              {keyLabel(key, lang)}
                            </kbd>
                          </span>
                        ))}
                      </span>
                    ))}
                  </td>
                  <td className="px-5 py-4 text-ink">{t(`shortcuts.${s.id}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2 className="mt-10 text-xl font-semibold text-ink">{t("shortcuts.skipLinkTitle")}</h2>
        <p className="mt-2 text-ink-muted">{t("shortcuts.skipLinkText")}</p>
        <h2 className="mt-10 text-xl font-semibold text-ink">{t("shortcuts.checkerTitle")}</h2>
        <p className="mt-2 text-ink-muted">{t("shortcuts.checkerText")}</p>
        <button
          type="button"
          className="btn btn-secondary mt-4"
          onClick={() => window.dispatchEvent(new Event(OPEN_A11Y_CHECKER_EVENT))}
        >
          {t("shortcuts.openChecker")}
        </button>
      </div>
    </>
  );
}
