import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { a11yCheckerNamespace } from "#app/features/a11y-checker/locales.ts";
import { revealScrollY } from "#app/features/a11y-checker/reveal.ts";
import { CHECKER_ATTRIBUTE, runAxe } from "#app/features/a11y-checker/run-axe.ts";
import {
  countItems,
  groupByImpact,
  type CheckerItem,
  type ImpactGroup,
} from "#app/features/a11y-checker/violations.ts";
import { useNamespace } from "#app/lib/i18n/use-translation.ts";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { ElementHighlight, isOffScreen } from "./element-highlight.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";
import { useDialog } from "#app/ui/primitives/dialog.ts";

const LoaderCircle = spriteIcon("loader-circle");
const RefreshCw = spriteIcon("refresh-cw");
const X = spriteIcon("x");

type Item = CheckerItem<Element>;
type Outcome =
  | { readonly run: string; readonly kind: "done"; readonly groups: readonly ImpactGroup<Element>[] }
  | { readonly run: string; readonly kind: "failed" };

const IMPACT_DOT: Record<Item["impact"], string> = {
  critical: "bg-red-700 dark:bg-red-400",
  serious: "bg-orange-600 dark:bg-orange-400",
  moderate: "bg-amber-500 dark:bg-amber-300",
  minor: "bg-slate-500 dark:bg-slate-300",
};

/** Scrolls the window so the element shows beside the panel, then lets the highlight follow it. */
function reveal(element: Element, panel: HTMLElement | null) {
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Boxes that scroll inside the page (tables, code blocks) first bring the element into their view.
  element.scrollIntoView({ block: "nearest", inline: "nearest" });
  const header = document.querySelector("body header");
  const top = revealScrollY({
    element: element.getBoundingClientRect(),
    panel: panel?.getBoundingClientRect() ?? null,
    headerBottom:
      header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0,
    viewportHeight: window.innerHeight,
    scrollY: window.scrollY,
    maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
  });
  window.scrollTo({ top, behavior: smooth ? "smooth" : "instant" });
}

/**
 * The accessibility checker (spec §1, §9): a non-modal dialog that runs axe-core on the page
 * (itself left out) and lists the violations by impact, one button per failing element. Focusing
 * or activating a button scrolls to its element and outlines it. The page stays usable beside it;
 * the checker runs again after a navigation or on demand. Escape or the close button closes it.
 */
export default function A11yCheckerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useNamespace(a11yCheckerNamespace);
  const lang = useLanguage();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [runCount, setRunCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [selection, setSelection] = useState<{ readonly run: string; readonly item: Item } | null>(null);
  // One analysis per opening, per page shown and per press of "run again".
  const run = `${runCount}:${useLocation().pathname}`;
  const current = outcome?.run === run ? outcome : null;
  const selected = selection?.run === run ? selection.item : null;

  // A non-modal dialog: focus moves in on opening, Escape from inside closes it, and focus goes
  // back to where it was.
  const { onKeyDown } = useDialog(panelRef, { onClose, escape: "inside" });

  useEffect(() => {
    let live = true;
    runAxe(lang).then(
      (violations) => live && setOutcome({ run, kind: "done", groups: groupByImpact<Element>(violations) }),
      () => live && setOutcome({ run, kind: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [run, lang]);

  const select = (item: Item) => {
    setSelection({ run, item });
    if (item.element && !isOffScreen(item.element)) reveal(item.element, panelRef.current);
  };

  const rerun = () => setRunCount((n) => n + 1);

  const total = current?.kind === "done" ? countItems(current.groups) : 0;
  const summary = !current
    ? t("running")
    : current.kind === "failed"
      ? t("failed")
      : total === 0
        ? t("noViolation")
        : t("found", { count: total });

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog */}
      <div
        ref={panelRef}
        role="dialog"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        {...{ [CHECKER_ATTRIBUTE]: "panel" }}
        data-state={current ? current.kind : "running"}
        className="fixed inset-x-2 bottom-[max(0.5rem,env(safe-area-inset-bottom))] z-[60] flex max-h-[55dvh] flex-col rounded-2xl border border-line bg-surface text-ink shadow-2xl outline-none sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem] sm:max-h-[min(34rem,60dvh)] print:hidden"
      >
        <div className="flex items-start gap-3 border-b border-line py-3 pr-2 pl-4">
          <div className="min-w-0 flex-1 pt-1">
            <h2 id={headingId} className="text-base font-semibold">
              {t("title")}
            </h2>
            <p className="mt-0.5 text-xs text-ink-muted">{t("scope")}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t("close")}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
          <p
            role="status"
            className="flex items-center gap-2 text-sm font-medium"
            data-testid="a11y-checker-status"
          >
            {!current && (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            )}
            {summary}
          </p>
          {current?.kind === "done" &&
            current.groups.map((group) => (
              <section key={group.impact} data-impact={group.impact} className="mt-4">
                <h3 className="flex items-center gap-2 text-sm font-semibold">
                  <span className={`size-2.5 rounded-full ${IMPACT_DOT[group.impact]}`} aria-hidden="true" />
                  {t("groupHeading", { impact: t(`impacts.${group.impact}`), count: group.items.length })}
                </h3>
                <ul className="mt-2 space-y-1.5">
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <button
                        type="button"
                        onClick={() => select(item)}
                        onFocus={() => select(item)}
                        aria-current={selected?.key === item.key ? "true" : undefined}
                        data-rule={item.ruleId}
                        className="w-full rounded-lg border border-line px-3 py-2 text-left text-sm hover:bg-surface-sunken aria-[current=true]:border-fuchsia-600 aria-[current=true]:bg-surface-sunken dark:aria-[current=true]:border-fuchsia-300"
                      >
                        <span className="block text-ink">{item.help}</span>
                        <span className="mt-0.5 block truncate font-mono text-xs text-ink-muted">
                          {item.ruleId} · {item.target}
                          {item.element && isOffScreen(item.element) ? ` · ${t("hiddenElement")}` : null}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
        <div className="border-t border-line p-3">
          <button type="button" onClick={rerun} className="btn btn-secondary w-full">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t("rerun")}
          </button>
        </div>
      </div>
      {selected?.element && <ElementHighlight element={selected.element} />}
    </>
  );
}
