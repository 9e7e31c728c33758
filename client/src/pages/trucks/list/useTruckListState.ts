import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearTruckFilters,
  hasActiveFilters,
  parseTruckListParams,
  toTruckListSearchParams,
  updateTruckListParams,
  type TruckListOptions,
  type TruckListParams,
} from '../filters';

/** A truck list's state, kept in the URL (see filters.ts), with the changes its controls make. */
export function useTruckListState(options: TruckListOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseTruckListParams(searchParams, options);
  // Bumped by Clear All Filters: the search box remounts, dropping a search still being typed.
  const [resetKey, setResetKey] = useState(0);
  const { priceBands } = options;

  const update = useCallback(
    (changes: Partial<TruckListParams>) =>
      setSearchParams((prev) =>
        toTruckListSearchParams(updateTruckListParams(parseTruckListParams(prev, { priceBands }), changes), {
          priceBands,
        }),
      ),
    [setSearchParams, priceBands],
  );

  const clearAll = useCallback(() => {
    setResetKey((key) => key + 1);
    setSearchParams((prev) =>
      toTruckListSearchParams(clearTruckFilters(parseTruckListParams(prev, { priceBands })), { priceBands }),
    );
  }, [setSearchParams, priceBands]);

  return { state, update, clearAll, resetKey, active: hasActiveFilters(state) };
}
