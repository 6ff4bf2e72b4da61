// The site module's public face: the operator's texts and proofs other member pages show.
export { listPaymentProofs, readSiteText, type SiteTextKey } from './site-content.ts';
export { operatorText } from './operator-text.ts';
export { ANNOUNCEMENTS_CACHE } from './admin-content.ts';
