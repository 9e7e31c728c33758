import { formatPrice } from '@dealer/schema';

interface HireRates {
  hireDailyRate: number | null;
  hireWeeklyRate: number | null;
  hireMonthlyRate: number | null;
}

/** The rates a truck has, as the site quotes them ('£150 per day + VAT'); empty when none is set. */
export function hireRateLines(truck: HireRates): string[] {
  return (
    [
      [truck.hireDailyRate, 'day'],
      [truck.hireWeeklyRate, 'week'],
      [truck.hireMonthlyRate, 'month'],
    ] as const
  ).flatMap(([rate, period]) => (rate === null ? [] : [`${formatPrice(rate)} per ${period} + VAT`]));
}
