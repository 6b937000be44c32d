import { useNonce } from "#app/lib/nonce.tsx";

/** JSON for a script element: "<" escaped, so no text (an FAQ answer…) can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Structured data for search engines. The page's loader builds the object (see
 * `structured-data.ts`); this only prints it. The block carries the request's nonce like every
 * inline script, so the CSP stays strict.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
