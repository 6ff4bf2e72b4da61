import { describe, expect, test } from 'vitest';
import { pagerRange } from './pager-range';

describe('pager page numbers (at most 5)', () => {
  test('shows every page when there are 5 or fewer', () => {
    expect(pagerRange(1, 3)).toEqual([1, 2, 3]);
    expect(pagerRange(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test('keeps the current page in the middle of 5', () => {
    expect(pagerRange(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  test('slides against the first and last page', () => {
    expect(pagerRange(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerRange(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerRange(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerRange(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  test('clamps a page out of range and shows nothing without pages', () => {
    expect(pagerRange(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerRange(1, 0)).toEqual([]);
  });
});
