/** A view may be claimed for this long after its time is up; a stale token cannot be hoarded. */
export const PTC_VIEW_CLAIM_WINDOW_SECONDS = 30 * 60;
