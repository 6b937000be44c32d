import { isLanguage } from "#app/lib/i18n/languages.ts";
import { isExpired } from "./engine.ts";
import type { ChatMessage, ChatSession } from "./types.ts";

/**
 * The conversation is kept in the browser's local storage (spec §4): saved after every change,
 * restored on load if its last activity is under 24 hours old, removed by "clear". Nothing here
 * leaves the browser.
 */

export const CHAT_STORAGE_KEY = "ga-chat-session";
/** Bumped when the stored shape changes: an older record is dropped rather than misread. */
const VERSION = 1;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the chat still works, it just does not persist.
    return null;
  }
}

export function saveSession(session: ChatSession, storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify({ v: VERSION, session }));
  } catch {
    // Quota exceeded or storage refused: keep chatting without persistence.
  }
}

export function clearStoredSession(storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function isMessage(v: unknown): v is ChatMessage {
  return (
    isRecord(v) &&
    typeof v.id === "string" &&
    typeof v.text === "string" &&
    (v.sender === "bot" || v.sender === "user") &&
    typeof v.timestamp === "number" &&
    (v.options === undefined || Array.isArray(v.options))
  );
}

/** A stored record is trusted only if it has the session's shape (it may be stale or edited by hand). */
function isSession(v: unknown): v is ChatSession {
  if (!isRecord(v) || !isRecord(v.context)) return false;
  return (
    typeof v.id === "string" &&
    typeof v.startTime === "number" &&
    typeof v.lastActivity === "number" &&
    isLanguage(v.context.preferredLanguage) &&
    Array.isArray(v.context.interests) &&
    Array.isArray(v.messages) &&
    v.messages.every(isMessage)
  );
}

/**
 * The stored session if it is valid and its last activity is under 24 hours old (spec §9);
 * otherwise null, and an expired or unreadable record is removed.
 */
export function loadSession(
  now: number,
  storage: KeyValueStore | null = browserStorage(),
): ChatSession | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CHAT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const session =
    isRecord(parsed) && parsed.v === VERSION && isSession(parsed.session) ? parsed.session : null;
  if (!session || isExpired(session, now)) {
    clearStoredSession(storage);
    return null;
  }
  return session;
}
