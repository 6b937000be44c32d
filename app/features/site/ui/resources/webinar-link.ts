/**
 * Where a webinar's registration or replay request goes for now: the contact form, with the
 * session's id, so the sales team knows which session the visitor wants.
 */
export const webinarContactSearch = (id: string): string =>
  `?subject=other&webinar=${encodeURIComponent(id)}`;
