import { useId, useRef } from "react";
import { spriteIcon } from "#app/ui/icon.tsx";
import { useCombobox } from "#app/ui/primitives/combobox.ts";
import { useDialog } from "#app/ui/primitives/dialog.ts";

const CornerDownLeft = spriteIcon("corner-down-left");
const LoaderCircle = spriteIcon("loader-circle");
const SearchIcon = spriteIcon("search");
const X = spriteIcon("x");

export interface PaletteItem {
  /** Unique among the palette's items. */
  readonly key: string;
  readonly title: string;
  /** The secondary line (an extract, an address, a number, a status). */
  readonly text: string;
  /** Where the item leads (a data attribute, for tests and the browser's status). */
  readonly href: string;
}

export interface PaletteGroup {
  readonly key: string;
  readonly label: string;
  readonly items: readonly PaletteItem[];
}

/** The palette's texts, from the namespace of the feature that opens it. */
export interface PaletteTexts {
  readonly dialogLabel: string;
  readonly inputLabel: string;
  readonly placeholder: string;
  readonly close: string;
  readonly typeToSearch: string;
  readonly allResults: string;
  readonly hints: { readonly navigate: string; readonly open: string; readonly close: string };
  readonly keys: {
    readonly up: string;
    readonly down: string;
    readonly enter: string;
    readonly escape: string;
  };
}

/**
 * The app's one command palette (spec §1 "site search", §9 Ctrl/Cmd+K; the CRM's search, issue 20
 * §5): a modal dialog with a combobox whose listbox holds the results grouped by kind. Arrow keys
 * move through the results, Enter opens the selected one (or, with none, every result), Escape (or
 * a click outside) closes and gives focus back to where it was; opening a result does not (the
 * new page takes it). What is searched, and how, is the owner's: it passes the query, the groups
 * and the status line (loading, no result, count).
 */
export function CommandPalette({
  texts,
  query,
  onQueryChange,
  groups,
  busy,
  status,
  ready,
  onChoose,
  onAllResults,
  onClose,
  testId,
}: {
  texts: PaletteTexts;
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly PaletteGroup[];
  /** A spinner beside the field (the index or the results are loading). */
  busy: boolean;
  /** Read out (role=status): loading, error, "no result", the count. */
  status: string;
  /** Whether results can come (false while an index loads): the empty field's hint shows then. */
  ready: boolean;
  onChoose: (item: PaletteItem) => void;
  onAllResults: () => void;
  onClose: () => void;
  testId: string;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Keyboard order is the order on screen: group by group.
  const flat = groups.flatMap((g) => g.items);

  // A modal native dialog (the page behind is inert); Escape, the close button or a click on the
  // backdrop closes it and gives focus back to where it was; opening a result does not.
  const { close } = useDialog(dialogRef, { onClose, initialFocus: () => inputRef.current });

  const trimmed = query.trim();
  const combobox = useCombobox({
    count: flat.length,
    onChoose: (i) => {
      const item = flat[i];
      if (!item) return;
      close(false);
      onChoose(item);
    },
    onEnter: () => {
      if (!trimmed) return;
      close(false);
      onAllResults();
    },
  });

  let optionIndex = 0;
  return (
    // A click on the backdrop (the dialog box itself, outside its panel) closes it; the keyboard
    // closes it with Escape (useDialog).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click; Escape is the keyboard way
    <dialog
      ref={dialogRef}
      aria-label={texts.dialogLabel}
      data-testid={testId}
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="mx-auto mt-3 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl sm:mt-[10vh] sm:max-h-[75vh]">
        <div className="flex items-center gap-2 border-b border-line px-3">
          <SearchIcon className="ml-1 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
          <label htmlFor={`${id}-input`} className="sr-only">
            {texts.inputLabel}
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
              onQueryChange(event.target.value);
              combobox.setActive(0);
            }}
            placeholder={texts.placeholder}
            data-testid="search-input"
            className="min-h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted/80"
          />
          {busy ? (
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
            <span className="sr-only">{texts.close}</span>
          </button>
        </div>

        <div
          {...combobox.listboxProps}
          aria-label={texts.dialogLabel}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 empty:hidden"
        >
          {groups.map((group) => (
            <div key={group.key} role="presentation" className="py-1">
              <div
                id={`${id}-group-${group.key}`}
                aria-hidden="true"
                className="px-3 pb-1 pt-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {group.label}
              </div>
              <div role="group" aria-labelledby={`${id}-group-${group.key}`}>
                {group.items.map((item) => {
                  const i = optionIndex++;
                  const selected = i === combobox.activeIndex;
                  return (
                    // Options are reached through the combobox (aria-activedescendant), not by Tab.
                    <div
                      key={item.key}
                      {...combobox.optionProps(i)}
                      data-url={item.href}
                      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ${
                        selected ? "bg-brand-soft" : ""
                      }`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">{item.title}</span>
                        <span className="block truncate text-sm text-ink-muted">{item.text}</span>
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

        <p role="status" className={status ? "px-5 py-3 text-sm text-ink-muted" : "sr-only"}>
          {status}
        </p>
        {ready && !trimmed ? <p className="px-5 pb-4 text-sm text-ink-muted">{texts.typeToSearch}</p> : null}

        <div
          id={`${id}-hints`}
          className="hidden items-center gap-4 border-t border-line bg-surface-raised px-4 py-2.5 text-xs text-ink-muted sm:flex"
        >
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans" title={texts.keys.up}>
              ↑
            </kbd>{" "}
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans" title={texts.keys.down}>
              ↓
            </kbd>{" "}
            {texts.hints.navigate}
          </span>
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans">{texts.keys.enter}</kbd>{" "}
            {texts.hints.open}
          </span>
          <span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans">{texts.keys.escape}</kbd>{" "}
            {texts.hints.close}
          </span>
          {trimmed ? (
            <button
              type="button"
              onClick={() => {
                close(false);
                onAllResults();
              }}
              className="ml-auto font-semibold text-brand hover:underline"
            >
              {texts.allResults}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
