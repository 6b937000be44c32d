import type { Route } from "./+types/service";
import { CtaBand } from "#app/features/site/ui/cta-band.tsx";
import { FeatureGrid } from "#app/features/site/ui/feature-grid.tsx";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { contentIconMarkup } from "#app/features/site/ui/icons.server.ts";
import { LinkCards } from "#app/features/site/ui/link-cards.tsx";
import { HeroFacts } from "#app/features/site/ui/hero-facts.tsx";
import { PageHero } from "#app/features/site/ui/page-hero.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { loadContentPage, requestLanguage } from "#app/features/site/page-loader.ts";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SERVICE_IMAGE_SIZE, SERVICE_PAGE_LABELS, SERVICES } from "#content/services.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { SERVICE_IDS, type ServiceId } from "#app/lib/routing/pages.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CircleCheck = spriteIcon("circle-check");
const Clock = spriteIcon("clock");
const Users = spriteIcon("users");

function isServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(id);
}

export function loader(args: Route.LoaderArgs) {
  const id = args.params.serviceId;
  if (!isServiceId(id)) throw new Response(null, { status: 404 });
  const lang = requestLanguage(args.request);
  const service = resolveWithIcons(SERVICES[id], lang);
  const page = loadContentPage(args, {
    title: service.title,
    description: service.description,
    heading: service.title,
    lead: service.description,
  });
  const related = SERVICES[id].related.map((rid) => ({
    id: rid,
    icon: contentIconMarkup(SERVICES[rid].icon),
    title: SERVICES[rid].title[lang],
    description: SERVICES[rid].description[lang],
  }));
  const { indexWhy: _why, ...labels } = SERVICE_PAGE_LABELS;
  const image = { src: service.image.src, alt: service.image.alt, ...SERVICE_IMAGE_SIZE };
  return { ...page, service, image, related, labels: resolveWithIcons(labels, lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service: s, image, related, labels, text } = loaderData;
  const to = useLocalizedPath();
  return (
    <div data-service={s.id}>
      <PageHero
        breadcrumb={{
          label: labels.breadcrumb,
          items: [
            { label: labels.home, to: to("/") },
            { label: labels.services, to: to("/services") },
            { label: s.title },
          ],
        }}
        eyebrow={labels.eyebrow}
        icon={<Icon icon={s.icon} />}
        heading={text.heading}
        lead={text.lead}
        primary={{ label: labels.ctaPrimary, to: to("/devis?offer=custom-services") }}
        secondary={{ label: labels.ctaSecondary, to: to("/contact") }}
        image={image}
      >
        <HeroFacts
          items={[
            { icon: Users, term: labels.audience, detail: s.audience },
            { icon: Clock, term: labels.duration, detail: s.duration },
          ]}
        />
      </PageHero>

      <Section title={labels.approach}>
        <div className="grid gap-6 text-lg text-ink-muted lg:grid-cols-2 lg:gap-12">
          {s.longDescription.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section title={labels.deliverables} tone="raised">
        <FeatureGrid columns={4} items={s.deliverables} />
      </Section>

      <Section title={labels.process}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {s.process.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <span
                className="grid size-9 place-items-center rounded-full bg-brand-solid font-bold text-on-brand"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={labels.outcomes} tone="brand">
        <ul className="grid gap-4 md:grid-cols-3">
          {s.outcomes.map((o) => (
            <li key={o} className="flex gap-3 rounded-2xl bg-surface p-5 text-ink shadow-sm">
              <CircleCheck className="size-6 shrink-0 text-success" />
              <span className="font-medium">{o}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={labels.related}>
        <LinkCards
          items={related.map((r) => ({
            key: r.id,
            title: r.title,
            text: r.description,
            to: to(`/services/${r.id}`),
            linkLabel: labels.relatedLink,
            icon: <Icon icon={r.icon} />,
          }))}
        />
      </Section>

      <CtaBand
        title={labels.ctaTitle}
        text={labels.ctaText}
        primary={{ label: labels.ctaPrimary, to: to("/devis?offer=custom-services") }}
        secondary={{ label: labels.ctaSecondary, to: to("/contact") }}
      />
    </div>
  );
}
