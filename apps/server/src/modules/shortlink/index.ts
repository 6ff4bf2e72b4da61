// The short-link module's public face: how a shortener's API is asked, which the integrations
// provide (AdLinkFly) and tests replace. The rest is wired through its manifest.
export type { AskShortener } from './short-link-start.ts';
export { failingShorteners, type FailingShortener } from './shortener-health.ts';
