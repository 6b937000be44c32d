import type { PageText } from "#content/page-texts.ts";

/** The heading block every page starts with: its title (the page's only h1) and lead. */
export function PageHeader({
  text,
  children,
}: {
  text: Pick<PageText, "heading" | "lead">;
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-line bg-surface-raised">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{text.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-ink-muted">{text.lead}</p>
        {children}
      </div>
    </header>
  );
}
