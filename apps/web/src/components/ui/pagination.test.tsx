import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap-end', 20]);
  });
});
