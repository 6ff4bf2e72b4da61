import { PAGER_MAX_PAGE_NUMBERS } from '@kamao/contract/constants';

/**
 * The page numbers a pager shows: at most PAGER_MAX_PAGE_NUMBERS (5), a window that keeps the
 * current page in the middle where it can and slides at both ends
 * (docs/product/common.md#lists-and-pagers). Pages count from 1; a pageCount below 1 shows nothing.
 */
export function pagerRange(
  current: number,
  pageCount: number,
  max = PAGER_MAX_PAGE_NUMBERS,
): number[] {
  if (pageCount < 1) return [];
  const size = Math.min(max, pageCount);
  const page = Math.min(Math.max(1, current), pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
