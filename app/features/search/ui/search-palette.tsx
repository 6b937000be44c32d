import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useNamespace } from "#app/lib/i18n/namespace.ts";
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
import { spriteIcon } from "#app/ui/icon.tsx";
import { useCombobox } from "#app/ui/primitives/combobox.ts";
import { useDialog } from "#app/ui/primitives/dialog.ts";

const CornerDownLeft = spriteIcon("corner-down-left");
const LoaderCircle = spriteIcon("loader-circle");
const SearchIcon = spriteIcon("search");
const X = spriteIcon("x");

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
 * The command palette (spec §1 "site search", §9 Ctrl/Cmd+K): a modal dialog with a combobox whose
 * listbox holds the results grouped by kind. Arrow keys move through the results, Enter opens the
 * selected one, Escape (or a click outside) closes and gives focus back to where it was.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const { t } = useNamespace(searchNamespace);
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const state = useSearchIndex(lang);

  const groups = useMemo(
    () =>
      state.kind === "ready" && query.trim() ? groupResults(search(state.index, query, PALETTE_LIMIT)) : [],
    [state, query],
  );
  // Keyboard order is the order on screen: group by group.
  const flat = useMemo(() => groups.flatMap((g) => g.results.map((r) => r.entry)), [groups]);

  // A modal native dialog (the page behind is inert); Escape, the close button or a click on the
  // backdrop closes it and gives focus back to where it was; opening a result does not.
  const { close } = useDialog(dialogRef, { onClose, initialFocus: () => inputRef.current });

  const open = (entry: SearchEntry) => {
    close(false);
    void navigate(entry.url);
  };
  const openSearchPage = () => {
    close(false);
    void navigate(`${localizedPath("/recherche", lang)}?q=${encodeURIComponent(query.trim())}`);
  };

  const combobox = useCombobox({
    count: flat.length,
    onChoose: (i) => {
      const entry = flat[i];
      if (entry) open(entry);
    },
    onEnter: () => {
      if (query.trim()) openSearchPage();
    },
  });

  const trimmed = query.trim();
  let status = "";
  if (state.kind === "loading") status = t("loading");
  else if (state.kind === "error") status = t("loadError");
  else if (trimmed)
    status = flat.length === 0 ? t("noResults", { query: trimmed }) : t("results", { count: flat.length });

  let optionIndex = 0;
  return (
    // A click on the backdrop (the dialog box itself, outside its panel) closes it; the keyboard
    // closes it with Escape (useDialog).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape is the keyboard way
    <dialog
      ref={dialogRef}
      aria-label={t("dialogLabel")}
      data-testid="search-palette"
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="mx-auto mt-3 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl sm:mt-[10vh] sm:max-h-[75vh]">
        <div className="flex items-center gap-2 border-b border-line px-3">
          <SearchIcon className="ml-1 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
          <label htmlFor={`${id}-input`} className="sr-only">
            {t("inputLabel")}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            {...combobox.inputProps}
            aria-describedby={`${id}-hints`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              combobox.setActive(0);
            }}
            placeholder={t("placeholder")}
            data-testid="search-input"
            className="min-h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted/80"
          />
          {state.kind === "loading" ? (
            <LoaderCircle
              className="size-5 shrink-0 animate-spin text-ink-muted motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : null}
          <button
            type="button"
            onClick={() => close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t("close")}</span>
          </button>
        </div>

        <div
          {...combobox.listboxProps}
          aria-label={t("dialogLabel")}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 empty:hidden"
        >
          {groups.map((group) => (
            <div key={group.kind} role="presentation" className="py-1">
              <div
                id={`${id}-group-${group.kind}`}
                aria-hidden="true"
                className="px-3 pb-1 pt-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {t(`kinds.${group.kind}`)}
              </div>
              <div role="group" aria-labelledby={`${id}-group-${group.kind}`}>
                {group.results.map(({ entry }) => {
                  const i = optionIndex++;
                  const selected = i === combobox.activeIndex;
                  return (
                    // Options are reached through the combobox (aria-activedescendant), not by Tab.
                    <div
                      key={`${entry.url} ${entry.title}`}
                      {...combobox.optionProps(i)}
                      data-url={entry.url}
                      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ${
                        selected ? "bg-brand-soft" : ""
                      }`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">{entry.title}</span>
                        <span className="block truncate text-sm text-ink-muted">{entry.text}</span>
                      </span>
                      {selected ? (
                        <CornerDownLeft className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>

        <p
          role="status"
          className={trimmed || state.kind !== "ready" ? "px-5 py-3 text-sm text-ink-muted" : "sr-only"}
        >
          {status}
        </p>
        {state.kind === "ready" && !trimmed ? (
          <p className="px-5 pb-4 text-sm text-ink-muted">{t("typeToSearch")}</p>
        ) : null}

        <div
          id={`${id}-hints`}
          className="hidden items-center gap-4 border-t border-line bg-surface-raised px-4 py-2.5 text-xs text-ink-muted sm:flex"
        >
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans" title={t("keys.up")}>
              ↑
            </kbd>{" "}
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans" title={t("keys.down")}>
              ↓
            </kbd>{" "}
            {t("hints.navigate")}
          </span>
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans">{t("keys.enter")}</kbd>{" "}
            {t("hints.open")}
          </span>
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans">{t("keys.escape")}</kbd>{" "}
            {t("hints.close")}
          </span>
          {trimmed ? (
            <button
              type="button"
              onClick={openSearchPage}
              className="ml-auto font-semibold text-brand hover:underline"
            >
              {t("allResults")}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
