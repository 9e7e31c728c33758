import { describe, expect, it } from 'vitest';
import {
  clearTruckFilters,
  hasActiveFilters,
  parseTruckListParams,
  toTruckListSearchParams,
  toTruckListVariables,
  updateTruckListParams,
  type TruckListParams,
} from './filters';

const parse = (query: string) => parseTruckListParams(new URLSearchParams(query));

describe('/trucks filters and the URL', () => {
  it('reads an empty query string as no filters, grid view, first page', () => {
    expect(parse('')).toEqual({
      search: '',
      make: null,
      year: null,
      mileage: null,
      price: null,
      bodytype: null,
      view: 'grid',
      page: 1,
    });
  });

  it('turns URL params into the GraphQL filter, bands into whole-number bounds', () => {
    const state = parse('search=R 450&make=Scania&year=2019&price=30k-45k&mileage=50k-100k&bodytype=Tippers&page=3');
    expect(toTruckListVariables(state)).toEqual({
      filter: {
        search: 'R 450',
        make: 'Scania',
        year: 2019,
        bodytype: 'Tippers',
        priceMin: 30000,
        priceMax: 45000,
        mileageMin: 50001,
        mileageMax: 100000,
      },
      skip: 100,
      limit: 50,
    });
  });

  it('maps open-ended and exclusive bands', () => {
    expect(toTruckListVariables(parse('price=under30k&mileage=200k%2B')).filter).toEqual({
      priceMax: 29999,
      mileageMin: 200001,
    });
    expect(toTruckListVariables(parse('price=over60k&mileage=0-50k')).filter).toEqual({
      priceMin: 60001,
      mileageMax: 50000,
    });
    expect(toTruckListVariables(parse('price=45k-60k')).filter).toEqual({ priceMin: 45001, priceMax: 60000 });
  });

  it('ignores values it does not understand', () => {
    expect(parse('price=cheap&mileage=lots&year=new&page=-2&view=table&make=%20')).toMatchObject({
      price: null,
      mileage: null,
      year: null,
      page: 1,
      view: 'grid',
      make: null,
    });
    expect(toTruckListVariables(parse('search=%20%20')).filter).toEqual({});
  });

  it('writes a state back to the same URL, leaving defaults out', () => {
    const query = 'search=R+450&make=Scania&year=2019&mileage=50k-100k&price=30k-45k&bodytype=Tippers&view=list&page=2';
    expect(toTruckListSearchParams(parse(query)).toString()).toBe(query);
    expect(toTruckListSearchParams(parse('view=grid&page=1')).toString()).toBe('');
  });

  it('starts again at page 1 when a filter changes, but not when only the view changes', () => {
    const state = parse('make=Scania&page=4');
    expect(updateTruckListParams(state, { price: 'over60k' }).page).toBe(1);
    expect(updateTruckListParams(state, { make: 'Scania' }).page).toBe(4);
    expect(updateTruckListParams(state, { view: 'list' })).toMatchObject({ view: 'list', page: 4 });
    expect(updateTruckListParams(state, { page: 2 }).page).toBe(2);
  });

  it('clears every filter but keeps the view', () => {
    const state: TruckListParams = parse('search=daf&make=DAF&year=2020&price=over60k&bodytype=Rigid&view=list&page=2');
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearTruckFilters(state);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(toTruckListSearchParams(cleared).toString()).toBe('view=list');
  });
});
