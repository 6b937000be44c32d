import { data } from "react-router";
import type { Route } from "./+types/profile";
import { PageHeader } from "#app/components/page-header.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import {
  securityAction,
  securityLoader,
  type SecurityActionData,
} from "#app/components/account/two-factor.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { loadPage } from "#app/routing/load-page.ts";
import { metaTags } from "#app/seo/seo.ts";

export async function loader(args: Route.LoaderArgs) {
  const session = await requireUser(args);
  const { security, headers } = await securityLoader(args, session);
  return data({ ...loadPage(args), security }, { headers });
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const form = await args.request.formData();
  const handled = await securityAction(args, form);
  if (handled) return handled;
  throw new Response(null, { status: 400 });
}

/** A refused attempt's Retry-After reaches the browser (cookies are forwarded by React Router). */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DashboardProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader text={loaderData.text} />
      <TwoFactorSettings
        security={loaderData.security}
        reply={actionData as SecurityActionData | undefined}
      />
    </>
  );
}
