/** A link's attributes for opening another site in a new tab, which gets no hold on this page. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
