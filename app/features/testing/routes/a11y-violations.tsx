import type { MetaFunction } from "react-router";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { languageOfPath } from "#app/lib/routing/localized-path.ts";

/**
 * End-to-end tests only: a page with deliberate accessibility violations for the accessibility
 * checker's test (issue 9: "lists a violation injected into a test page"). `app/routes.ts`
 * registers it only when the build runs with `E2E=1`, and the loader answers 404 unless the server
 * also runs with `E2E=1`, so a production server never exposes it.
 */
export function loader() {
  if (process.env.E2E !== "1") throw new Response(null, { status: 404 });
  return null;
}

const TEXT = {
  fr: {
    title: "Page de test du vérificateur d'accessibilité",
    intro: "Cette page contient exprès une image sans alternative, un bouton et un lien sans nom.",
  },
  en: {
    title: "Accessibility checker test page",
    intro:
      "This page deliberately holds an image without a text alternative, a button and a link without a name.",
  },
};

export const meta: MetaFunction = ({ location }) => [
  { title: TEXT[languageOfPath(location.pathname)].title },
  { name: "robots", content: "noindex,nofollow" },
];

export default function A11yViolationsPage() {
  const text = TEXT[useLanguage()];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{text.title}</h1>
      <p className="mt-4 text-ink-muted">{text.intro}</p>
      <div className="mt-8 flex items-center gap-6">
        {/* Deliberate violations (axe-core rules image-alt and button-name: critical; link-name: serious). */}
        {/* eslint-disable-next-line jsx-a11y/alt-text -- the violation under test */}
        <img src="/favicon.svg" width={64} height={64} data-testid="violation-image" />
        <button type="button" data-testid="violation-button" className="btn btn-secondary">
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <circle cx="8" cy="8" r="6" fill="currentColor" />
          </svg>
        </button>
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the violation under test */}
        <a
          href="#top"
          data-testid="violation-link"
          className="inline-block size-11 rounded-lg border border-line"
        />
      </div>
    </div>
  );
}
