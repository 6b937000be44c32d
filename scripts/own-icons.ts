/**
 * Drawings of the site's sprite that lucide does not have (see icon-sprite.ts): the social
 * networks' marks and the footer's compliance badges. Each is a symbol's content in a 24×24 or
 * 32×32 view box; the elements carry their own fill, so the `icon` class's stroke does not apply.
 */
export const OWN_ICONS: Readonly<Record<string, { readonly viewBox: string; readonly content: string }>> = {
  // LinkedIn's "in" mark.
  "brand-linkedin": {
    viewBox: "0 0 24 24",
    content:
      '<path fill="currentColor" stroke="none" d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"/>',
  },
  "brand-youtube": {
    viewBox: "0 0 24 24",
    content:
      '<path fill="currentColor" stroke="none" d="M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.87.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81ZM9.55 15.57V8.43L15.82 12l-6.27 3.57Z"/>',
  },
  "brand-x": {
    viewBox: "0 0 24 24",
    content:
      '<path fill="currentColor" stroke="none" d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z"/>',
  },
  // A padlock inside the EU's ring of twelve stars.
  "badge-gdpr": {
    viewBox: "0 0 32 32",
    content:
      '<circle cx="16" cy="16" r="16" fill="#1e3a8a" stroke="none"/>' +
      Array.from({ length: 12 }, (_, i) => {
        const angle = (i * Math.PI) / 6;
        const cx = (16 + 10 * Math.sin(angle)).toFixed(2);
        const cy = (16 - 10 * Math.cos(angle)).toFixed(2);
        return `<circle cx="${cx}" cy="${cy}" r="1.5" fill="#facc15" stroke="none"/>`;
      }).join("") +
      '<path d="M12.5 15.5v-2a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="#fff" stroke-width="1.6"/>' +
      '<rect x="11" y="15" width="10" height="7.5" rx="1.5" fill="#fff" stroke="none"/>',
  },
  // A shield with a tick.
  "badge-iso": {
    viewBox: "0 0 32 32",
    content:
      '<path d="M16 2 4 6.5v8.3c0 7.3 5.1 13.6 12 15.2 6.9-1.6 12-7.9 12-15.2V6.5L16 2Z" fill="#15803d" stroke="none"/>' +
      '<path d="m10.5 16.2 3.7 3.7 7.3-7.6" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  },
};
