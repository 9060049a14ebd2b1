/** What other modules may use of portal (the boundary rule: scripts/check-imports.mjs). */
export { portalHomeUrl, portalLinkForDocumentEmail } from './portal-document-link';
export type { IssuedLink } from './portal-link-types';
