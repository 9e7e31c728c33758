export { HireTruckCard } from './HireTruckCard';
