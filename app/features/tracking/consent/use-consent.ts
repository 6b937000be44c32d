import { useRouteLoaderData } from "react-router";
import type { ConsentState } from "./consent.ts";

/** The consent state the root loader read (null: no third-party script, nothing to ask). */
export function useConsentState(): ConsentState | null {
  const root = useRouteLoaderData("root") as { readonly consent?: ConsentState | null } | undefined;
  return root?.consent ?? null;
}
