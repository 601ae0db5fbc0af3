/** pages = ceil(total / page size), docs/product/properties.md#the-list; never less than one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PageItem = number | 'gap';

/**
 * Numbered pagination that stays short with many pages: first, last, and a window around the current
 * page; skipped runs become a 'gap'. A run of a single page is shown instead of a gap.
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
