import { Link } from "react-router";
import { RouteError, type AreaErrorStatus } from "./route-error.tsx";

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
  status: AreaErrorStatus;
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

/** The words of an area's refused and missing pages: the `pageErrors` keys of its locale files. */
export type AreaErrorText = "forbiddenTitle" | "forbidden" | "notFoundTitle" | "notFound" | "back";

/**
 * The body of an area's error boundary (decision 027): a refused (403) or missing (404) page in
 * the area's own words, with the way back to its home; the site's error pages for anything else.
 */
export function AreaRouteError({
  error,
  text,
  homeHref,
}: {
  error: unknown;
  text: (key: AreaErrorText) => string;
  homeHref: string;
}) {
  const state = (status: AreaErrorStatus) => (
    <AreaError
      status={status}
      title={text(status === 403 ? "forbiddenTitle" : "notFoundTitle")}
      text={text(status === 403 ? "forbidden" : "notFound")}
      backHref={homeHref}
      backLabel={text("back")}
    />
  );
  return <RouteError error={error} area={{ 403: state(403), 404: state(404) }} />;
}
