/** The parts pages' pictures when site content sets none, and for parts without a photo. */
export const DEFAULT_PARTS_HERO = '/images/parts-hero.svg';
export const PART_PLACEHOLDER_IMAGE = '/images/part-placeholder.svg';
