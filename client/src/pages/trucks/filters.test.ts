import { describe, expect, it } from 'vitest';
import { CATEGORY_PRICE_BANDS } from '@dealer/schema';
import {
  clearTruckFilters,
  hasActiveFilters,
  normaliseRange,
  parseTruckListParams,
  rangeLabel,
  toTruckFilter,
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
      model: null,
      year: null,
      mileage: null,
      price: null,
      bodytype: null,
      availability: null,
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

  it('clears the home search filters too', () => {
    const state = parse('make=Scania&model=R 450&priceRange=0-25000&mileage=50000-200000&availability=for-sale');
    expect(hasActiveFilters(state)).toBe(true);
    expect(hasActiveFilters(clearTruckFilters(state))).toBe(false);
  });
});

describe('/trucks and the home search', () => {
  it("understands the home search's ranges, written 'min-max' or 'min+', as inclusive bounds", () => {
    const state = parse('make=Scania&bodytype=Tippers&priceRange=25000-50000&mileage=800000%2B');
    expect(state).toMatchObject({ price: '25000-50000', mileage: '800000+' });
    expect(toTruckFilter(state)).toEqual({
      make: 'Scania',
      bodytype: 'Tippers',
      priceMin: 25000,
      priceMax: 50000,
      mileageMin: 800000,
    });
    expect(toTruckFilter(parse('priceRange=75000%2B&mileage=50000-200000'))).toEqual({
      priceMin: 75000,
      mileageMin: 50000,
      mileageMax: 200000,
    });
  });

  it('keeps band values and ranges apart in the URL', () => {
    expect(toTruckListSearchParams(parse('priceRange=0-25000')).toString()).toBe('priceRange=0-25000');
    expect(toTruckListSearchParams(parse('price=30k-45k')).toString()).toBe('price=30k-45k');
    expect(toTruckListSearchParams(parse('mileage=50000-200000')).toString()).toBe('mileage=50000-200000');
    // A band wins over a range when a hand-made link has both.
    expect(parse('price=over60k&priceRange=0-25000').price).toBe('over60k');
  });

  it('ignores ranges it cannot read or that are upside down', () => {
    expect(parse('priceRange=cheap&mileage=400000-200000')).toMatchObject({ price: null, mileage: null });
    expect(normaliseRange(' 25000-50000 ')).toBe('25000-50000');
    expect(normaliseRange('50k+')).toBeNull();
  });

  it('reads the model and the availability', () => {
    expect(parse('model=R 450&availability=for-hire')).toMatchObject({ model: 'R 450', availability: 'for-hire' });
    expect(parse('availability=rent').availability).toBeNull();
    expect(toTruckFilter(parse('model=R 450&availability=for-hire'))).toEqual({
      model: 'R 450',
      availableForHire: true,
    });
    expect(toTruckListSearchParams(parse('availability=for-sale&model=R+450')).toString()).toBe(
      'model=R+450&availability=for-sale',
    );
  });

  it('For Sale and For Hire become the server filters forSale and availableForHire', () => {
    expect(toTruckFilter(parse('make=Scania&availability=for-sale&mileage=50000-200000'))).toEqual({
      make: 'Scania',
      forSale: true,
      mileageMin: 50000,
      mileageMax: 200000,
    });
    expect(toTruckFilter(parse('availability=for-hire'))).toEqual({ availableForHire: true });
    expect(toTruckFilter(parse(''))).toEqual({});
  });

  it('labels a range that is not one of the bands', () => {
    expect(rangeLabel('price', '0-25000')).toBe('£0 - £25,000');
    expect(rangeLabel('price', '75000+')).toBe('£75,000+');
    expect(rangeLabel('mileage', '800000+')).toBe('800,000+ km');
    expect(rangeLabel('mileage', '50000-200000')).toBe('50,000 - 200,000 km');
    expect(rangeLabel('price', 'over60k')).toBe('Over £60,000');
  });
});

describe('category pages', () => {
  const rigid = { priceBands: CATEGORY_PRICE_BANDS.rigid };

  it("read and write the page's own price bands, inclusive upper bounds", () => {
    const state = parseTruckListParams(new URLSearchParams('price=25k-35k'), rigid);
    expect(state.price).toBe('25k-35k');
    expect(toTruckFilter(state, rigid)).toEqual({ priceMin: 25001, priceMax: 35000 });
    expect(toTruckFilter(parseTruckListParams(new URLSearchParams('price=under25k'), rigid), rigid)).toEqual({
      priceMax: 25000,
    });
    expect(toTruckListSearchParams(state, rigid).toString()).toBe('price=25k-35k');
  });

  it("ignore another page's bands", () => {
    expect(parseTruckListParams(new URLSearchParams('price=30k-45k'), rigid).price).toBeNull();
  });
});
