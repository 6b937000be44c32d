import { Link } from "react-router";

/**
 * A refused or missing page inside an area's layout (its navigation stays): the status, what
 * happened in the reader's words, and the way back to the area's home.
 */
export function AreaError({
  status,
  title,
  text,
  backHref,
  backLabel,
}: {
  status: 403 | 404;
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center"
      aria-labelledby="area-error-title"
      data-testid="area-error"
      data-status={status}
    >
      <p className="text-5xl font-extrabold text-brand" aria-hidden="true">
        {status}
      </p>
      <h1 id="area-error-title" className="mt-3 text-2xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-2 text-ink-muted">{text}</p>
      <Link to={backHref} className="btn btn-primary mt-6">
        {backLabel}
      </Link>
    </section>
  );
}
