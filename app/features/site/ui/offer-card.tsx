import { Link } from "react-router";
import { spriteIcon } from "#app/ui/icon.tsx";

const Check = spriteIcon("check");

/** An offer card as a page shows it (spec §3 "Offer card"), texts already in the page's language. */
export interface OfferView {
  readonly id: string;
  readonly group: "academic" | "learning" | "services";
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly badge: string;
  readonly target: string;
  readonly features: readonly string[];
  readonly popular: boolean;
}

export function OfferCard({
  offer,
  icon,
  price,
  popularLabel,
  targetLabel,
  quoteLabel,
  quoteHref,
}: {
  offer: OfferView;
  icon: React.ReactNode;
  /** "Sur devis" */
  price: string;
  popularLabel: string;
  targetLabel: string;
  quoteLabel: string;
  quoteHref: string;
}) {
  const nameId = `offer-${offer.id}`;
  return (
    <article
      aria-labelledby={nameId}
      data-offer={offer.id}
      className={`relative flex h-full flex-col rounded-2xl border bg-surface p-6 shadow-sm ${
        offer.popular ? "border-brand-solid ring-2 ring-brand-solid" : "border-line"
      }`}
    >
      {offer.popular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-solid px-3 py-1 text-xs font-semibold text-on-brand">
          {popularLabel}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand">{icon}</span>
        <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted">
          {offer.badge}
        </span>
      </div>
      <h3 id={nameId} className="mt-4 text-xl font-bold text-ink">
        {offer.name}
      </h3>
      <p className="mt-1 font-medium text-brand">{offer.title}</p>
      <p className="mt-3 text-sm text-ink-muted">{offer.description}</p>
      <dl className="mt-4 text-sm">
        <dt className="sr-only">{targetLabel}</dt>
        <dd className="inline-flex rounded-lg bg-surface-sunken px-2.5 py-1 font-medium text-ink">
          {offer.target}
        </dd>
      </dl>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-ink">
        {offer.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-2xl font-extrabold text-ink">{price}</p>
      <Link
        to={quoteHref}
        className={`btn mt-4 w-full ${offer.popular ? "btn-primary" : "btn-secondary"}`}
        aria-describedby={nameId}
      >
        {quoteLabel}
      </Link>
    </article>
  );
}
