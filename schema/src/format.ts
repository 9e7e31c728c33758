const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A missing price is POA; the detail page spells it out. */
export function formatPrice(price: number | null | undefined, poa = 'POA'): string {
  return price === null || price === undefined ? poa : pounds.format(price);
}

export function formatMileage(km: number | null | undefined): string {
  return km === null || km === undefined ? '—' : `${integer.format(km)} km`;
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '—' : longDate.format(d);
}

export function formatWeight(tonnes: number | null | undefined): string {
  return tonnes === null || tonnes === undefined ? '—' : `${tonnes} t`;
}
