import type { ClientFormResult } from "./result.ts";

/**
 * The browser side of every form action: it calls the server action and turns a lost connection
 * or an error page into an answer the form can show, instead of the route's error page, so that
 * nothing typed is lost. Redirects (thrown responses) go through.
 */
export async function guardedServerAction<T>(serverAction: () => Promise<T>): Promise<T | ClientFormResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { status: "network" };
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { status: "network" };
    return { status: "unexpected" };
  }
}
