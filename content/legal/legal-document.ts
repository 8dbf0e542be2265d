export type LegalSection = { heading: string; paragraphs: readonly string[] };

export type LegalDocument = {
  /** The route without its slash, e.g. 'privacy-policy'. */
  slug: string;
  title: string;
  description: string;
  lastUpdated: 'September 26, 2025';
  sections: readonly LegalSection[];
};

/** How long after a verified request we delete a person's submissions. */
export const DELETION_DAYS = 30;
