export { ButtonRow } from './ButtonRow';
export { CallStrip } from './CallStrip';
export { Eyebrow } from './Eyebrow';
export { ImageHero } from './ImageHero';
export { SectionTitle } from './SectionTitle';
