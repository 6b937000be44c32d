import { Link } from "react-router";

export interface CtaAction {
  readonly label: string;
  /** Localized path. */
  readonly to: string;
}

/** The closing call to action of a page: a strong band with one primary and one secondary action. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
  note,
}: {
  title: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
  note?: string;
}) {
  return (
    <section aria-label={title} className="bg-surface px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-blue-800 px-6 py-12 text-center text-white shadow-lg sm:px-12 dark:bg-blue-950 dark:ring-1 dark:ring-blue-800">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className="btn bg-white text-blue-900 hover:bg-blue-50">
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className="btn border border-blue-300 text-white hover:bg-blue-700">
              {secondary.label}
            </Link>
          ) : null}
        </div>
        {note ? <p className="mt-6 text-sm text-blue-100">{note}</p> : null}
      </div>
    </section>
  );
}
