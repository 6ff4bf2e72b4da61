// The short-link module's public face: the demo seed adds its shorteners through the catalog,
// and the job runner sweeps the built-in shortener's old links.
export { createShortener } from './shortener-catalog.ts';
export { sweepBuiltinLinksJob } from './builtin-shortener.ts';
