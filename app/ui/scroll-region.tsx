import type { ReactNode } from "react";

/**
 * A named region that scrolls sideways on a phone (a wide table): focusable, so that keyboard
 * users can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
