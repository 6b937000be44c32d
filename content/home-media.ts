/**
 * The home hero's product image (spec §1). Language-neutral, so the route's `links` export can
 * preload it; kept in its own module so the page bundle does not carry the home texts.
 */
export const HERO_IMAGE = { src: "/images/home/dashboard.svg", width: 1200, height: 780 } as const;
