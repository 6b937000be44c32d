import {
  Component,
  lazy,
  Suspense,
  use,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { useTranslation } from "#app/lib/i18n/use-translation.ts";
import {
  INITIAL_LAZY_PROGRESS,
  LAZY_TIMEOUT_MS,
  lazyNotice,
  loadWithRetry,
  type LazyProgress,
} from "./lazy-retry.ts";
import { SkeletonCard } from "#app/ui/skeleton.tsx";
import { spriteIcon } from "#app/ui/icon.tsx";

const TriangleAlert = spriteIcon("triangle-exclamation-point");
const RefreshCw = spriteIcon("refresh-cw");

/**
 * Lazy-load boundary (spec §4, §8, §9) for code loaded on demand (chat, widgets, heavy panels):
 *
 *   const ChatPanel = lazyWithRetry(() => import("#app/features/chat/ui/chat-panel.tsx"));
 *   <ChatPanel {...props} />                      // default placeholder: a card skeleton
 *   <ChatPanel {...props} />  with  lazyWithRetry(importer, { fallback: <SkeletonText /> })
 *
 * A failed download is retried 3 times after 1 s, 2 s and 3 s while the placeholder reads
 * "Échec du chargement du composant — Nouvelle tentative... (n/3)"; when every retry failed it
 * offers "Recharger la page"; past 10 s without the code it reads "Le chargement a pris trop de
 * temps" (with the same reload button) while the retries go on.
 */

/** A tiny store per lazy component: the placeholder re-renders as the retries progress. */
function createProgressStore() {
  let progress: LazyProgress = INITIAL_LAZY_PROGRESS;
  const listeners = new Set<() => void>();
  return {
    get: () => progress,
    set(patch: Partial<LazyProgress>) {
      progress = { ...progress, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
type ProgressStore = ReturnType<typeof createProgressStore>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
      <RefreshCw className="size-4" aria-hidden="true" />
      {t("lazy.reload")}
    </button>
  );
}

/** The notice shown in place of the component while it is retried, too slow, or failed. */
export function LazyNotice({
  kind,
  retry,
  max,
}: {
  kind: "retrying" | "timeout" | "failed";
  retry?: number;
  max?: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={kind === "retrying" ? "status" : "alert"}
      data-lazy-state={kind}
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-5 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <TriangleAlert className="size-4 shrink-0 text-accent" aria-hidden="true" />
        {kind === "timeout" ? t("lazy.timeout") : t("lazy.failed")}
      </p>
      {kind === "retrying" && (
        <p className="flex items-center gap-2 text-ink-muted">
          <RefreshCw className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t("lazy.retrying", { attempt: retry, max })}
        </p>
      )}
      {kind !== "retrying" && <ReloadButton />}
    </div>
  );
}

/** The Suspense placeholder: skeleton first, then the retry counter or the timeout notice. */
function Placeholder({ store, fallback }: { store: ProgressStore; fallback: ReactNode }) {
  const progress = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    // spec §9: 10 s after the placeholder appeared the visitor is told, and offered a reload.
    const timer = window.setTimeout(() => store.set({ timedOut: true }), LAZY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [store]);
  const notice = lazyNotice(progress);
  if (notice.kind === "loading") return <>{fallback}</>;
  if (notice.kind === "retrying") return <LazyNotice kind="retrying" retry={notice.retry} max={notice.max} />;
  return <LazyNotice kind={notice.kind} />;
}

interface BoundaryState {
  readonly failed: boolean;
}

/** Catches the final failure of a lazy load (or any error inside) and offers a reload. */
export class LazyBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LazyNotice kind="failed" /> : this.props.children;
  }
}

/**
 * `React.lazy` with the spec's retry policy, wrapped in its placeholder and error boundary.
 * `fallback` is what shows during the first try (a card skeleton by default).
 */
export function lazyWithRetry<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: { fallback?: ReactNode } = {},
): ComponentType<P> {
  const store = createProgressStore();
  const Lazy = lazy(() =>
    loadWithRetry(importer, {
      sleep,
      onRetry: (retry) => store.set({ retry }),
    }).catch((error: unknown) => {
      store.set({ failed: true });
      throw error;
    }),
  );
  const fallback = options.fallback === undefined ? <SkeletonCard /> : options.fallback;
  function LazyWithRetry(props: P) {
    return (
      <LazyBoundary>
        <Suspense fallback={<Placeholder store={store} fallback={fallback} />}>
          <Lazy {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  return LazyWithRetry;
}

/**
 * What the `hydrateLater` parts are waiting for: on the server, their code; in the browser, their
 * first mount (hydration included) once their code has arrived.
 */
const pendingParts: Promise<void>[] = [];

/**
 * Resolves once every `hydrateLater` part started so far is ready: the server renders after it (a
 * render that waited for a part would stream it after the rest, hidden until a script shows it),
 * and the root marks the page as hydrated after it (`data-hydrated`, which tests wait for).
 */
export async function laterPartsReady(): Promise<void> {
  await Promise.all(pendingParts);
}

/** A first mount that `laterPartsReady` waits for, once registered. */
function awaitedMount() {
  let done = () => {};
  const mounted = new Promise<void>((resolve) => (done = resolve));
  let registered = false;
  return {
    register() {
      if (registered) return;
      registered = true;
      pendingParts.push(mounted);
    },
    done: () => done(),
  };
}

/**
 * A part of every page that the server renders with the rest but whose code the browser loads only
 * after the first load (issue 21): the footer, the feedback widget's plain form, the chat launcher,
 * the hosts that wait in the background. React keeps the server's markup while the code arrives
 * and makes it interactive then (selective hydration), so the first load carries only what the
 * first paint and the first interactions need.
 *
 * The server loads the code when the part is defined. The browser starts loading it when the part
 * first renders (during hydration), with the retry policy of `lazyWithRetry`; a part rendered in
 * the browser before its code is there (a navigation in the first moments) shows nothing until
 * then.
 */
export function hydrateLater<P extends object>(importer: () => Promise<ComponentType<P>>): ComponentType<P> {
  let part: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= loadWithRetry(importer, { sleep }).then((loaded) => {
      part = loaded;
    }));
  if (typeof document === "undefined") pendingParts.push(load());
  const firstMount = awaitedMount();
  function Part(props: P) {
    useEffect(() => firstMount.done(), []);
    if (!part) use(load());
    const Loaded = part!;
    return <Loaded {...props} />;
  }
  function HydratedLater(props: P) {
    // The first render in the browser makes the page wait for this part's first mount. (React
    // hydrates the inside of a Suspense boundary in a later pass: this wrapper, outside it, is
    // rendered with the rest of the page, before the root's effects run.)
    if (typeof document !== "undefined") firstMount.register();
    return (
      <LazyBoundary>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  return HydratedLater;
}
