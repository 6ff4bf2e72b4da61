/**
 * The ad-blocker check of the ad tabs (docs/product/ptc-ads.md#blocking): a bait element with the
 * class names ad blockers hide by their cosmetic filters. Hidden, collapsed or removed after a
 * moment means a blocker is at work. (A snippet script that fails to load is the other sign;
 * AdSnippet reports it.)
 */
const BAIT_CLASSES = 'adsbox ad-banner ad-placeholder pub_300x250 textads banner-ads';
const SETTLE_MS = 150;

export function detectAdBlocker(): Promise<boolean> {
  return new Promise((resolve) => {
    const bait = document.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:10px;height:10px;';
    bait.innerHTML = '&nbsp;';
    document.body.append(bait);
    window.setTimeout(() => {
      const style = window.getComputedStyle(bait);
      const blocked =
        !bait.isConnected ||
        bait.offsetHeight === 0 ||
        style.display === 'none' ||
        style.visibility === 'hidden';
      bait.remove();
      resolve(blocked);
    }, SETTLE_MS);
  });
}
