import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "#app/context.ts";
import { externalReferrer, utmFrom, type Attribution } from "./attribution.ts";
import type { FormFlash } from "#app/lib/forms/result.ts";
import { clearFlashCookie, readFlash } from "./flash.server.ts";
import { issueFormToken } from "./form-token.server.ts";

export interface FormPageSetup {
  /** For the page's form: token and the attribution the server saw. */
  readonly setup: { readonly token: string; readonly attribution: Attribution };
  /** The message of a form posted without JavaScript, once. */
  readonly flash: FormFlash | null;
  /** Headers for the loader's answer: never cached (a token is personal), flash cleared. */
  readonly headers: Headers;
}

/**
 * What a page with a lead form adds to its loader's data. The attribution comes from the page's own
 * address (UTM parameters) and the referring site; the browser replaces it with the visit's first
 * page when JavaScript runs.
 */
export function formPageSetup({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): FormPageSetup {
  const services = context.get(servicesContext);
  const { origin } = context.get(requestInfoContext);
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const flash = readFlash(request) ?? null;
  if (flash) headers.append("Set-Cookie", clearFlashCookie(origin.startsWith("https:")));
  // Client navigations ask for `.data`: their Referer is our own page, which says nothing.
  const referrer = url.pathname.endsWith(".data")
    ? undefined
    : externalReferrer(request.headers.get("referer"), origin);
  return {
    setup: {
      token: issueFormToken(services.config.authSecret),
      attribution: { referrer, landing: url.pathname.replace(/\.data$/, ""), utm: utmFrom(url.searchParams) },
    },
    flash,
    headers,
  };
}
