import { useEffect, useState } from "react";
import { CHECKER_ATTRIBUTE } from "#app/features/a11y-checker/run-axe.ts";

interface Frame {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

function frameOf(element: Element): Frame | null {
  const { top, left, width, height } = element.getBoundingClientRect();
  return width === 0 && height === 0 ? null : { top, left, width, height };
}

/** True when the element takes no room on screen (hidden, or not rendered): nothing to outline. */
export function isOffScreen(element: Element): boolean {
  return frameOf(element) === null;
}

/**
 * A thick outline drawn over the element a violation points at, following it while the page or
 * any scrolling box moves. It never takes clicks and is hidden from assistive technologies.
 */
export function ElementHighlight({ element }: { element: Element }) {
  const [frame, setFrame] = useState<Frame | null>(null);
  useEffect(() => {
    let pending = 0;
    const measure = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => setFrame(element.isConnected ? frameOf(element) : null));
    };
    measure();
    window.addEventListener("scroll", measure, { capture: true, passive: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener("scroll", measure, { capture: true });
      window.removeEventListener("resize", measure);
    };
  }, [element]);
  if (!frame) return null;
  return (
    <div
      {...{ [CHECKER_ATTRIBUTE]: "highlight" }}
      aria-hidden="true"
      className="pointer-events-none fixed z-[55] rounded-md bg-fuchsia-500/15 shadow-[0_0_0_3px_#c026d3,0_0_0_6px_#ffffff] dark:shadow-[0_0_0_3px_#f0abfc,0_0_0_6px_#0b1220] print:hidden"
      style={{ top: frame.top, left: frame.left, width: frame.width, height: frame.height }}
    />
  );
}
