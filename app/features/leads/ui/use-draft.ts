import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { CONTROL_FIELDS } from "#app/lib/forms/fields.ts";

/**
 * Keeps what a visitor types in a long form in session storage (issue 5: text typed in a long
 * form survives a reload) until the server acknowledges it. Session storage stays with the tab and
 * is gone when it closes. Control fields and the honeypot are never kept.
 */
const PREFIX = "ga:draft:";
const SKIPPED = new Set<string>(Object.values(CONTROL_FIELDS));
const SAVE_DELAY_MS = 250;
const NONE: readonly string[] = [];

export type Draft = Record<string, string[]>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function readDraft(key: string): Draft | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const draft: Draft = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (Array.isArray(v) && v.every((x) => typeof x === "string")) draft[k] = v;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Quota reached: the form still works, only the reload safety is lost.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** The form's current values, by name (checkboxes: the ticked ones; empty fields left out). */
export function snapshot(form: HTMLFormElement, exclude: readonly string[] = []): Draft {
  const draft: Draft = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (SKIPPED.has(name) || exclude.includes(name) || typeof value !== "string") continue;
    (draft[name] ??= []).push(value);
  }
  // Unticked checkbox groups must be remembered as empty, or a restore would tick their defaults.
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.type === "checkbox" && el.name && !SKIPPED.has(el.name)) {
      draft[el.name] ??= [];
    }
  }
  return draft;
}

/** A draft without the fields that must keep the value they have (chosen by the page's address). */
export function draftWithout(draft: Draft, keep: readonly string[]): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([name]) => !keep.includes(name)));
}

/** Puts saved values back into the form's fields. */
export function restore(form: HTMLFormElement, draft: Draft): void {
  for (const el of Array.from(form.elements)) {
    if (!(
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )) {
      continue;
    }
    const values = el.name ? draft[el.name] : undefined;
    if (!values || SKIPPED.has(el.name)) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      el.checked = values.includes(el.value);
    } else if (el instanceof HTMLInputElement && el.type === "hidden") {
      continue;
    } else {
      el.value = values[0] ?? "";
    }
  }
}

function hasContent(draft: Draft): boolean {
  return Object.values(draft).some((v) => v.some((x) => x.trim() !== ""));
}

/**
 * Saves the form on every change and restores it on mount. `restored` tells the page to say so;
 * `discard` forgets the draft (after the server's acknowledgement, or when the visitor clears it).
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string,
  options: {
    onRestore?: () => void;
    exclude?: readonly string[];
    /** Fields whose value the page's address chose: a restored draft leaves them as they are. */
    keep?: readonly string[];
  } = {},
) {
  const { onRestore } = options;
  const exclude = options.exclude ?? NONE;
  const keep = options.keep ?? NONE;
  const [restored, setRestored] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const onRestoreRef = useRef(onRestore);
  // Read when the form mounts (a new list after the loaders run again must not restore again).
  const keepRef = useRef(keep);
  useEffect(() => {
    onRestoreRef.current = onRestore;
    keepRef.current = keep;
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form || !key) return;
    const stored = readDraft(key);
    const saved = stored && draftWithout(stored, keepRef.current);
    let frame: number | undefined;
    if (saved && hasContent(saved)) {
      restore(form, saved);
      // The draft now holds what the form shows: the address's choice over the earlier one.
      if (keepRef.current.length) writeDraft(key, snapshot(form, exclude));
      // Said once the restored fields are on screen.
      frame = requestAnimationFrame(() => {
        setRestored(true);
        onRestoreRef.current?.();
      });
    }
    const write = () => {
      timer.current = undefined;
      const draft = snapshot(form, exclude);
      if (hasContent(draft)) writeDraft(key, draft);
    };
    const save = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(write, SAVE_DELAY_MS);
    };
    // Saving right away when the page is hidden covers a reload or a closed tab within the delay.
    const flush = () => {
      if (document.visibilityState !== "hidden") return;
      window.clearTimeout(timer.current);
      write();
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    document.addEventListener("visibilitychange", flush);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      // A change made within the delay is written now: leaving the page (the checkout's sign-in
      // step, a link) must not lose the last box ticked.
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        write();
      }
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
      document.removeEventListener("visibilitychange", flush);
    };
  }, [formRef, key, exclude]);

  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (key) clearDraft(key);
    setRestored(false);
  }, [key]);

  /** Saves now (before leaving the page on purpose, e.g. to sign in). */
  const saveNow = useCallback(() => {
    const form = formRef.current;
    if (form && key) writeDraft(key, snapshot(form, exclude));
  }, [formRef, key, exclude]);

  return { restored, discard, saveNow };
}
