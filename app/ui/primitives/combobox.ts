import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { stepIndex } from "./focus.ts";

/**
 * The one combobox of the app (WAI-ARIA combobox with a listbox popup, focus kept in the text
 * field through `aria-activedescendant`): ArrowDown/ArrowUp move the active option (wrapping),
 * Ctrl+Home/Ctrl+End go to the first/last (Home and End stay with the text field), Enter chooses
 * the active option (or `onEnter` with none), and the active option stays in view. `count` is the
 * number of options, in the order they show.
 */
export function useCombobox({
  count,
  onChoose,
  onEnter,
}: {
  readonly count: number;
  readonly onChoose: (index: number) => void;
  readonly onEnter?: () => void;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const activeIndex = count === 0 ? -1 : Math.min(active, count - 1);
  const optionId = (i: number) => `${id}-option-${i}`;
  const listboxId = `${id}-listbox`;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [id, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      if (activeIndex >= 0) onChoose(activeIndex);
      else onEnter?.();
      return;
    }
    const homeEnd = event.key === "Home" || event.key === "End";
    if (homeEnd && !event.ctrlKey) return;
    if (!homeEnd && event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const next = stepIndex(event.key, activeIndex, count);
    if (next !== null) setActive(next);
  };

  return {
    activeIndex,
    setActive,
    optionId,
    inputProps: {
      role: "combobox" as const,
      "aria-expanded": count > 0,
      "aria-controls": listboxId,
      "aria-autocomplete": "list" as const,
      "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    },
    listboxProps: { id: listboxId, role: "listbox" as const },
    optionProps: (i: number) => ({
      id: optionId(i),
      role: "option" as const,
      "aria-selected": i === activeIndex,
      tabIndex: -1,
      onClick: () => onChoose(i),
      onMouseMove: () => i !== activeIndex && setActive(i),
    }),
  };
}
