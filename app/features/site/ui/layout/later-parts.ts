/**
 * The parts of the site's frame whose code the browser loads after the first load (root.tsx,
 * `hydrateLater`), in one chunk: the footer, below the fold; the chat launcher, whose panel loads on
 * demand anyway; and the hosts that wait in the background (network notices, service worker,
 * accessibility checker shortcut). The server renders them with the page.
 */
export { SiteFooter } from "./site-footer.tsx";
export { ChatLauncher } from "#app/features/chat/ui/chat-launcher.tsx";
export { NetworkNotices } from "#app/features/pwa/ui/network-notices.tsx";
export { ServiceWorkerHost } from "#app/features/pwa/service-worker-host.tsx";
export { A11yCheckerShortcut } from "#app/features/a11y-checker/ui/a11y-checker-shortcut.tsx";
