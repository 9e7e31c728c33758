export { EmptyState } from './EmptyState';
export { FilterChip } from './FilterChip';
export { FilterPanel, FiltersToggle } from './FilterPanel';
export { MakeYearSelects } from './MakeYearSelects';
export { matching, withCurrent } from './selectOptions';
export { ResultCount, TruckPagination, TruckResults } from './TruckResults';
export { TruckSearchBox } from './TruckSearchBox';
export { useTruckListState } from './useTruckListState';
export { ViewToggle } from './ViewToggle';
