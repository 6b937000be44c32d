/**
 * The sections of the legal page (`/legal`) and their anchors, kept apart from the legal texts so
 * that the footer can link to them without loading those texts.
 */
export const LEGAL_SECTIONS = ["privacy", "terms", "cookies", "notice", "accessibility"] as const;
export type LegalSectionId = (typeof LEGAL_SECTIONS)[number];

export const LEGAL_ANCHORS: Readonly<Record<LegalSectionId, string>> = {
  privacy: "confidentialite",
  terms: "conditions",
  cookies: "cookies",
  notice: "mentions-legales",
  accessibility: "accessibilite",
};

/** `/legal#cookies`: the French path of a section (localize it with `localizedPath`). */
export const legalHref = (section: LegalSectionId): string => `/legal#${LEGAL_ANCHORS[section]}`;
