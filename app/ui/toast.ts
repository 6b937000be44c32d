/**
 * Toast notifications (spec §2, §9), for every part of the site.
 *
 *   import { toast } from "./toast.ts";
 *   toast.success(t("messages.saved"));
 *   toast.error(t("errors.generic"), t("errors.unexpected"));
 *   toast.info(t("network.offlineTitle"), t("network.offlineText"), { id: "network", duration: Infinity });
 *   toast.dismiss("network");
 *
 * Each call takes a title, an optional description and optional `{ id, duration }` (an `id` replaces
 * the toast that has it; `duration: Infinity` keeps it until dismissed). Calls made during server
 * rendering do nothing. The toast library is not part of the first page load: the first call
 * downloads it and mounts the toaster (`<ToastHost />` in root.tsx), which shows bottom-right,
 * follows the theme, lasts 4000 ms, keeps 3 visible, and answers Alt+T.
 */

import type * as SonnerModule from "sonner";

export type ToastKind = "success" | "error" | "info" | "warning";

export interface ToastOptions {
  /** Replaces an existing toast with the same id instead of stacking a new one. */
  readonly id?: string;
  /** Milliseconds on screen; spec §9 default 4000. `Infinity` keeps it until dismissed. */
  readonly duration?: number;
}

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
let hostRequested = false;
const hostListeners = new Set<() => void>();

/** Downloads the toast library once (again after a failed attempt). */
export function loadToastLibrary(): Promise<Sonner> {
  loading ??= import("sonner").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function requestHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  for (const listener of hostListeners) listener();
}

/** For `<ToastHost />`: whether a toast was asked for, so the toaster must be on the page. */
export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
}
export const isToastHostRequested = (): boolean => hostRequested;

function show(kind: ToastKind, title: string, description?: string, options: ToastOptions = {}): void {
  if (typeof window === "undefined") return;
  requestHost();
  loadToastLibrary().then(
    // The toaster replays toasts created before it subscribed, so no need to wait for its mount.
    ({ toast }) => void toast[kind](title, { description, ...options }),
    () => {
      // Without the library (offline before it was ever downloaded) the message cannot be shown.
    },
  );
}

export const toast = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    show("success", title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) =>
    show("error", title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) =>
    show("info", title, description, options),
  warning: (title: string, description?: string, options?: ToastOptions) =>
    show("warning", title, description, options),
  /** Removes one toast by id, or all of them. */
  dismiss: (id?: string) => {
    if (loading)
      void loading.then(
        ({ toast: sonner }) => sonner.dismiss(id),
        () => {},
      );
  },
};
