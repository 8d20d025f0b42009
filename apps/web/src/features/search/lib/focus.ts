/** The result links the arrow keys move between. */
export const ITEM_SELECTOR = '[data-search-item]';

/** Focuses the `index`th result link inside `panel` (clamped), if there is one. */
export function focusItem(panel: HTMLElement | null, index: number): void {
  const items = panel ? [...panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
  const item = items[Math.max(0, Math.min(items.length - 1, index))];
  item?.focus();
}
