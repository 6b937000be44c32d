import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page's first hydration is over (the root sets it, after the parts hydrated later):
 * a component mounted from then on is rendered by the browser alone and starts as hydrated.
 */
let pageHydrated = false;
/** Components whose switch to "hydrated" is scheduled but not yet committed. */
let pendingSwitches = 0;
const settledWaiters: (() => void)[] = [];

function switchSettled() {
  pendingSwitches -= 1;
  if (pendingSwitches === 0) for (const resolve of settledWaiters.splice(0)) resolve();
}

/**
 * A value the server cannot know (the visitor's time zone, "the page runs"): `serverValue` during
 * server rendering and hydration, then `browserValue()`.
 *
 * The switch is a transition, not a store snapshot that changes (`useSyncExternalStore` with a
 * server snapshot): React re-renders a changed store synchronously, so a large form's whole
 * subtree (the demo's 270 slots) was rendered again in one long task right after hydration. As a
 * transition, that render yields to the browser every few milliseconds (issue 21). A component
 * mounted once the page is hydrated starts with the browser's value.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  const [value, setValue] = useState<{ browser: boolean; value: T }>(() =>
    pageHydrated ? { browser: true, value: browserValue() } : { browser: false, value: serverValue },
  );
  useEffect(() => {
    if (value.browser) return;
    pendingSwitches += 1;
    startTransition(() => setValue({ browser: true, value: browserValue() }));
    // Runs once the switch is committed (the state changed) or the component left the page.
    return switchSettled;
    // `browserValue` is a module-level function of the caller (one identity for the page's life).
  }, [value.browser, browserValue]);
  return value.value;
}

const yes = () => true;

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useBrowserValue(yes, false);
}

/**
 * Marks the page's first hydration as over once every switch scheduled so far is committed: the
 * root calls it after the parts hydrated later mounted, then sets `data-hydrated`, which the
 * end-to-end tests wait for before they type or click.
 */
export async function pageHydrationSettled(): Promise<void> {
  if (pendingSwitches > 0) await new Promise<void>((resolve) => settledWaiters.push(resolve));
  pageHydrated = true;
}
