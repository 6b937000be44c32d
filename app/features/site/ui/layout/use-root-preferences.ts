import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root.tsx";
import { isThemePreference, type ThemePreference } from "#app/ui/theme/theme.ts";

/** The signed-in visitor as the layout needs it (spec §2, §6). */
export interface SessionUser {
  readonly role: "user" | "admin";
  /** Any staff role: shows "Admin CRM". */
  readonly staff?: boolean;
}

/** The root loader's data; only the user's role matters to the layout. */
type RootLoaderData = Omit<RootData, "user"> & { readonly user?: SessionUser | null };

function useRoot(): RootLoaderData | undefined {
  // Read by id rather than through root.tsx's own hook: the layout must not import the root module.
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}

/**
 * The signed-in visitor, or null for an anonymous one. The root loader renders it from the session,
 * so the header shows "Mon espace" / "Admin CRM" from the first paint, without a flash.
 */
export function useSessionUser(): SessionUser | null {
  const user = useRoot()?.user;
  return user && (user.role === "admin" || user.role === "user") ? user : null;
}

/** The theme preference the server read from the `theme` cookie. */
export function useServerThemePreference(): ThemePreference {
  const theme = useRoot()?.theme;
  return isThemePreference(theme) ? theme : "system";
}
