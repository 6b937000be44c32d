import { useRef, useState } from "react";
import type { MetaFunction } from "react-router";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";
import { useCombobox } from "#app/ui/primitives/combobox.ts";
import { useDialog } from "#app/ui/primitives/dialog.ts";
import { useMenu, type MenuFocus } from "#app/ui/primitives/menu.ts";
import { useMenuList } from "#app/ui/primitives/menu-list.ts";

/**
 * End-to-end tests only: the shared UI primitives (`app/ui/primitives`) on their own, for the one
 * test of their focus trap, Escape, return of focus and keyboard navigation
 * (`tests/e2e/ui-primitives.spec.ts`). Registered only in `E2E=1` builds, 404 unless the server
 * runs with `E2E=1` too.
 */
export function loader() {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  return null;
}

const TEXT = {
  fr: {
    title: "Page de test des composants d'interface",
    openDialog: "Ouvrir le dialogue",
    openNative: "Ouvrir le dialogue natif",
    dialog: "Dialogue de test",
    name: "Nom",
    first: "Premier",
    close: "Fermer",
    menu: "Fruits",
    fruits: ["Abricot", "Banane", "Cerise", "Brugnon"],
    chosen: "Choisi :",
    search: "Chercher un fruit",
  },
  en: {
    title: "UI primitives test page",
    openDialog: "Open the dialog",
    openNative: "Open the native dialog",
    dialog: "Test dialog",
    name: "Name",
    first: "First",
    close: "Close",
    menu: "Fruits",
    fruits: ["Apricot", "Banana", "Cherry", "Blueberry"],
    chosen: "Chosen:",
    search: "Search a fruit",
  },
};
type Text = (typeof TEXT)["fr"];

export const meta: MetaFunction = ({ location }) => [
  { title: TEXT[languageOfPath(location.pathname)].title },
  { name: "robots", content: "noindex,nofollow" },
];

export default function UiPrimitivesPage() {
  const text = TEXT[useLanguage()];
  const [chosen, setChosen] = useState("");
  const [dialog, setDialog] = useState<"div" | "native" | null>(null);
  const { open, close, focus, buttonProps, menuRef, menuId } = useMenu();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{text.title}</h1>
      <p data-testid="chosen">
        {text.chosen} {chosen}
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => setDialog("div")}>
          {text.openDialog}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setDialog("native")}>
          {text.openNative}
        </button>
      </div>
      {dialog && <TestDialog text={text} native={dialog === "native"} onClose={() => setDialog(null)} />}

      <div className="relative">
        <button {...buttonProps} className="btn btn-secondary">
          {text.menu}
        </button>
        {open && (
          <div ref={menuRef}>
            <TestMenu id={menuId} text={text} focus={focus} onClose={close} onChoose={setChosen} />
          </div>
        )}
      </div>

      <TestCombobox text={text} onChoose={setChosen} />
    </div>
  );
}

function TestDialog({ text, native, onClose }: { text: Text; native: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDivElement & HTMLDialogElement>(null);
  const { close, onKeyDown } = useDialog(ref, { onClose, trap: !native });
  const content = (
    <>
      <h2 id="test-dialog-title">{text.dialog}</h2>
      <button type="button">{text.first}</button>
      <label>
        {text.name} <input type="text" />
      </label>
      <button type="button" onClick={() => close()}>
        {text.close}
      </button>
    </>
  );
  return native ? (
    <dialog ref={ref} aria-labelledby="test-dialog-title">
      {content}
    </dialog>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab is kept inside the modal dialog
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="test-dialog-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}

function TestMenu({
  id,
  text,
  focus,
  onClose,
  onChoose,
}: {
  id: string;
  text: Text;
  focus: MenuFocus;
  onClose: (returnFocus: boolean) => void;
  onChoose: (fruit: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const menu = useMenuList(ref, { focus, onClose });
  return (
    <div {...menu} ref={ref} id={id} aria-label={text.menu}>
      {text.fruits.map((fruit) => (
        <button
          key={fruit}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onChoose(fruit);
            onClose(true);
          }}
        >
          {fruit}
        </button>
      ))}
    </div>
  );
}

function TestCombobox({ text, onChoose }: { text: Text; onChoose: (fruit: string) => void }) {
  const [query, setQuery] = useState("");
  const options = text.fruits.filter((f) => f.toLowerCase().includes(query.toLowerCase()));
  const combobox = useCombobox({ count: options.length, onChoose: (i) => onChoose(options[i] ?? "") });
  return (
    <div>
      <label>
        {text.search}{" "}
        <input
          type="text"
          {...combobox.inputProps}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            combobox.setActive(0);
          }}
        />
      </label>
      <div {...combobox.listboxProps} aria-label={text.search}>
        {options.map((fruit, i) => (
          <div key={fruit} {...combobox.optionProps(i)}>
            {fruit}
          </div>
        ))}
      </div>
    </div>
  );
}
