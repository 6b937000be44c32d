import { Link } from "react-router";
import type { Route } from "./+types/success";
import { Icon } from "#app/features/site/ui/icon.tsx";
import { Section } from "#app/features/site/ui/section.tsx";
import { resolveWithIcons } from "#app/features/site/resolve-with-icons.ts";
import { SUCCESS } from "#content/success.ts";
import { useLocalizedPath } from "#app/lib/i18n/use-language.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { metaTags } from "#app/features/site/seo/seo.ts";
import { OrderConfirmation } from "#app/features/leads/ui/order-confirmation.tsx";
import { orderForSuccessPage } from "#app/features/leads/order-view.server.ts";
import { spriteIcon } from "#app/ui/icon.tsx";

const CircleCheck = spriteIcon("circle-check");

export async function loader(args: Route.LoaderArgs) {
  // A confirmation page has nothing to offer search engines.
  const page = loadPage(args, { robots: "noindex,nofollow" });
  // After checkout (`?commande=<reference>`): the order just placed, for its own account only.
  return {
    ...page,
    success: resolveWithIcons(SUCCESS, page.lang),
    order: await orderForSuccessPage(args, page.lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  const { success: s, text } = loaderData;
  const to = useLocalizedPath();
  return (
    <>
      <header className="border-b border-line bg-linear-to-b from-brand-soft to-surface">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <span className="grid size-16 place-items-center rounded-full bg-surface text-success shadow-sm">
            <CircleCheck className="size-10" />
          </span>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{text.heading}</h1>
          <p className="mt-4 text-lg text-ink-muted">{text.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
            {s.links.map((l) => (
              <Link
                key={l.href}
                to={to(l.href)}
                className={`btn whitespace-nowrap ${l.primary ? "btn-primary" : "btn-secondary"}`}
              >
                {l.label}
              </Link>
            ))}
          </div>
        </div>
      </header>
      <OrderConfirmation order={loaderData.order} />
      <Section title={s.stepsTitle} centered>
        <ol className="grid gap-6 md:grid-cols-3">
          {s.steps.map((step, i) => (
            <li
              key={step.title}
              className="rounded-2xl border border-line bg-surface p-6 text-left shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon icon={step.icon} />
                </span>
                <span className="text-sm font-semibold text-ink-muted" aria-hidden="true">
                  {i + 1}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center text-ink-muted">
          {s.help}{" "}
          <Link to={to("/contact")} className="font-semibold text-brand underline-offset-4 hover:underline">
            {s.helpLink}
          </Link>
        </p>
      </Section>
    </>
  );
}
