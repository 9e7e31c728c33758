export { TruckCard, type TruckView } from './TruckCard';
export { TruckCardSkeleton } from './TruckCardSkeleton';
