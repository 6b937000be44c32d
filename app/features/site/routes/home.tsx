import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { track } from "#app/features/tracking/track.ts";
import { HeroMedia } from "#app/features/site/ui/hero-media.tsx";
import { OfferCard } from "#app/features/site/ui/offer-card.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { StarRating } from "#app/features/site/ui/star-rating.tsx";
import { StatList } from "#app/features/site/ui/stat.tsx";
import { TestimonialCard } from "#app/features/site/ui/testimonial-card.tsx";
import { HOME } from "#content/home.ts";
import { HERO_IMAGE } from "#content/home-media.ts";
import { quotePath, type OfferId } from "#content/offer-ids.ts";
import { resolve } from "#content/resolve.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { JsonLd } from "#app/features/site/seo/json-ld.tsx";
import { pricingStructuredData } from "#app/features/site/seo/structured-data.ts";
import { businessDetailsFor } from "#app/features/crm/settings/store.server.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const ArrowRight = spriteIcon("arrow-right");
const Building2 = spriteIcon("building-2");
const ClipboardCheck = spriteIcon("clipboard-check");
const GraduationCap = spriteIcon("graduation-cap");
const Headset = spriteIcon("headset");
const MapPin = spriteIcon("map-pin");
const MonitorPlay = spriteIcon("monitor-play");
const Presentation = spriteIcon("presentation");
const School = spriteIcon("school");
const ShieldCheck = spriteIcon("shield-check");
const Sparkles = spriteIcon("sparkles");
const Users = spriteIcon("users");

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { origin } = args.context.get(requestInfoContext);
  const business = await businessDetailsFor(args.context.get(servicesContext));
  // spec §9: the Organization (with the saved business details) and the indicative plans at 199
  // and 399 EUR a month.
  return {
    ...page,
    home: resolve(HOME, page.lang),
    jsonLd: pricingStructuredData(origin, page.lang, business),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

// The hero image is the largest element above the fold: fetch it with the document.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_IMAGE.src, type: "image/svg+xml", fetchPriority: "high" },
];

const OFFER_ICONS: Record<OfferId, React.ReactNode> = {
  "academic-starter": <School className="size-6" />,
  premium: <GraduationCap className="size-6" />,
  enterprise: <Building2 className="size-6" />,
  "learning-platform": <MonitorPlay className="size-6" />,
  "custom-services": <Sparkles className="size-6" />,
};

const CTA_ICONS: Record<string, React.ReactNode> = {
  audit: <ClipboardCheck className="size-6" />,
  demo: <Presentation className="size-6" />,
  expert: <Headset className="size-6" />,
};

function playDemo() {
  track("user-action", { action: "demo_play", location: "home_hero" });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, offers, testimonials, about, cta } = loaderData.home;
  const { jsonLd } = loaderData;
  const { t } = useTranslation();
  const to = useLocalizedPath();

  return (
    <>
      <JsonLd data={jsonLd} />
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden bg-linear-to-b from-brand-soft to-surface"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[1.25fr_1fr] lg:pt-20">
          <div>
            <Link
              to={to(hero.badgeHref)}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-brand shadow-sm hover:border-brand"
            >
              <Sparkles className="size-4 shrink-0" />
              <span>{hero.badge}</span>
              <ArrowRight className="size-4 shrink-0" />
            </Link>
            <h1
              id="home-title"
              className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-[2.6rem] lg:leading-[1.15] xl:text-[2.75rem]"
            >
              {hero.title.map((line, i) => (
                <span key={line}>
                  {/* A space between lines keeps the words apart for search engines and copy-paste. */}
                  {i > 0 ? " " : null}
                  <span className={`block ${i === 1 ? "text-brand" : ""}`}>{line}</span>
                </span>
              ))}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-ink-muted">{hero.subtitle}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={to("/demo")} className="btn btn-primary px-6">
                {t("cta.requestDemo")}
                <ArrowRight className="size-4" />
              </Link>
              <Link to={to("/devis")} className="btn btn-secondary px-6">
                {t("cta.requestQuote")}
              </Link>
            </div>
            <ul
              aria-label={hero.trust.label}
              className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted"
            >
              <li className="flex items-center gap-2">
                <StarRating rating={hero.trust.rating.stars} label={hero.trust.ratingLabel} />
                <span>
                  <strong className="font-semibold text-ink">{hero.trust.rating.value}</strong>{" "}
                  {hero.trust.rating.label}
                </span>
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 text-brand" />
                <span>{hero.trust.partners}</span>
              </li>
              <li className="flex items-center gap-2">
                <MapPin className="size-4 text-brand" />
                <span>{hero.trust.hosting}</span>
              </li>
            </ul>
          </div>
          <HeroMedia
            src={HERO_IMAGE.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            texts={hero.media}
            fallbackHref={to("/demo")}
            onPlay={playDemo}
          />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 className="sr-only">{hero.statsLabel}</h2>
          <StatList
            stats={hero.stats}
            className="gap-3 rounded-2xl border border-line bg-surface px-3 py-6 text-center shadow-sm sm:gap-6 sm:p-8 [&_div]:items-center"
          />
        </div>
      </section>

      <Section id="offres" eyebrow={offers.eyebrow} title={offers.title} intro={offers.intro} centered>
        <ul className="grid gap-8 pt-3 md:grid-cols-2 lg:grid-cols-3">
          {offers.items.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                icon={OFFER_ICONS[offer.id]}
                price={offer.price}
                popularLabel={offers.popular}
                targetLabel={offers.target}
                quoteLabel={t("cta.requestQuote")}
                quoteHref={to(quotePath(offer.id))}
              />
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-2xl border border-dashed border-line bg-surface-raised p-6">
            <h3 className="text-lg font-semibold text-ink">{offers.assurancesLabel}</h3>
            <ul className="mt-4 space-y-3 text-ink">
              {offers.assurances.map((a) => (
                <li key={a} className="flex items-center gap-3">
                  <ShieldCheck className="size-5 shrink-0 text-success" />
                  <span>{a}</span>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </Section>

      <Section
        id="temoignages"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
        intro={testimonials.intro}
        tone="raised"
      >
        <p className="-mt-4 mb-8 flex flex-wrap items-center gap-2 text-ink">
          <StarRating rating={5} label={testimonials.ratingLabel} size="size-5" />
          <strong className="text-xl font-bold">{testimonials.rating.value}</strong>
          <span className="text-ink-muted">{testimonials.rating.label}</span>
        </p>
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <TestimonialCard
                testimonial={item}
                ratingLabel={testimonials.starsLabel.replace("{n}", String(item.rating))}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="a-propos" eyebrow={about.eyebrow} title={about.title}>
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            {about.text.map((p) => (
              <p key={p} className="mb-4 text-lg text-ink-muted">
                {p}
              </p>
            ))}
            <StatList stats={about.stats} columns="2-3" className="mt-8" />
            <Link
              to={to(about.href)}
              className="mt-8 inline-flex items-center gap-2 font-semibold text-brand hover:underline"
            >
              {about.link}
              <ArrowRight className="size-4" />
            </Link>
          </div>
          <img
            src={about.image.src}
            alt={about.image.alt}
            width={about.image.width}
            height={about.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-line bg-surface-raised"
          />
        </div>
      </Section>

      <Section id="commencer" eyebrow={cta.eyebrow} title={cta.title} intro={cta.intro} tone="brand" centered>
        <ul className="grid gap-6 md:grid-cols-3">
          {cta.options.map((option) => (
            <li
              key={option.id}
              className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-solid text-on-brand">
                {CTA_ICONS[option.id]}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{option.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{option.text}</p>
              <Link to={to(option.href)} className="btn btn-primary mt-6">
                {option.action}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-ink-muted">{cta.hours}</p>
      </Section>
    </>
  );
}
