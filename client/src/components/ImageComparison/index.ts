export { ImageComparison, type ImageComparisonProps } from './ImageComparison';
