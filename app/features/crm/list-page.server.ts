import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { services } from "#app/features/auth/session.server.ts";
import { loadPage } from "#app/lib/routing/load-page.ts";
import { readParams } from "./list-params.ts";

/**
 * What a CRM list's loader reads once its own guard (`requireStaff`) has passed: the app's
 * services, the page (language, texts, SEO) and the list's parameters from the URL, read
 * leniently by `schema` (list-params.ts).
 */
export function listPage<S extends z.ZodType>(
  args: { readonly request: Request; readonly context: Readonly<RouterContextProvider>; readonly url: URL },
  schema: S,
) {
  return { ...services(args.context), page: loadPage(args), params: readParams(schema, args.url) };
}
