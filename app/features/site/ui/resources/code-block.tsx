/** Preformatted code, scrollable sideways on small screens and reachable with the keyboard. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <pre
      // Code can scroll sideways: keyboard users must be able to reach it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      className="overflow-x-auto rounded-xl border border-line bg-slate-950 p-4 text-sm leading-relaxed text-slate-100"
    >
      <code>{code}</code>
    </pre>
  );
}
