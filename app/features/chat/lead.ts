import type { ChatLeadPayload } from "./types.ts";

/**
 * The chat lead (issue 6, DECISIONS.md §3 "everything a visitor submits is really kept"): once the
 * visitor has given an e-mail and an institution and confirmed, the conversation is sent to the
 * lead-capture endpoint, which stores a lead with source "chatbot" and its transcript for the CRM.
 */

export const CHAT_LEAD_ENDPOINT = "/api/leads/chatbot";
/** Past this, the visitor is told it failed and can try again rather than wait on a spinner. */
const TIMEOUT_MS = 10_000;

export type ChatLeadResult =
  | { readonly ok: true; readonly id?: string }
  | { readonly ok: false; readonly reason: "invalid" | "rate_limited" | "server" | "network" };

export async function submitChatLead(
  payload: ChatLeadPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatLeadResult> {
  let response: Response;
  try {
    response = await fetchImpl(CHAT_LEAD_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const id =
      typeof body === "object" && body !== null && "id" in body ? (body as { id: unknown }).id : undefined;
    return typeof id === "string" ? { ok: true, id } : { ok: true };
  }
  if (response.status === 400 || response.status === 422) return { ok: false, reason: "invalid" };
  if (response.status === 429) return { ok: false, reason: "rate_limited" };
  return { ok: false, reason: "server" };
}
