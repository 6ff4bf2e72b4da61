// The pay-to-click module's public face: the price list that the advertiser's campaigns are
// priced by (the texts of its answers are the contract's, ptc-texts.ts).
export {
  getMemberShareBp,
  getMinimumTotalViews,
  priceOf,
  readPriceList,
  replacePriceList,
  rewardFor,
  type PriceList,
} from './pricing.ts';
// The operator's ad-network snippets, shown on the short-link pages too.
export { readAdSnippets } from './ad-snippets.ts';
