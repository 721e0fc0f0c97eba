import { formatNumber } from '@web/i18n/translate';

/** Dollars as the pricing shows them: whole, else with cents (19, 9.50), without grouping. */
export const dollars = (price: number) =>
  formatNumber(price, {
    useGrouping: false,
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  });
