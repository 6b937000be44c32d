/** An icon's SVG markup, rendered on the server by `iconMarkup` (icons.server.ts). */
export interface IconMarkup {
  readonly __html: string;
}

/**
 * A content icon. Its drawing arrives with the loader data, so the browser needs no icon
 * registry; the markup is our own (Lucide's drawings), never user input.
 */
export function Icon({ icon, className = "size-6" }: { icon: IconMarkup; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 ${className}`}
      dangerouslySetInnerHTML={icon}
    />
  );
}
