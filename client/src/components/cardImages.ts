/** How a card's picture loads: at once, or as it scrolls into view. */
export type ImageLoading = 'eager' | 'lazy';

/** Cards in a list's first row are on the first screen, so their pictures load at once. */
const FIRST_ROW = 3;

export function cardImageLoading(index: number): ImageLoading {
  return index < FIRST_ROW ? 'eager' : 'lazy';
}
