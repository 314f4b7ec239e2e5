// Money in the brewer's currency (issue 33, the preference `currency`): one formatter for every cost the
// app shows (stock values, what a lot cost, a recipe's cost). Display only: nothing is converted.
import { useMemo } from 'react';
import { usePreferences } from './preferences';

/** Formats amounts of money in `currency` (an ISO 4217 code): "€45.00", "$12.50", "¥300". */
export function moneyFormatter(currency: string): (value: number) => string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  return (value) => format.format(value);
}

/** A currency's name for a select ("EUR · Euro"); the code alone where the browser has no name. */
export function currencyName(code: string): string {
  const name = new Intl.DisplayNames(undefined, { type: 'currency' }).of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/** The signed-in brewer's currency and its formatter. */
export function useCurrency(): { currency: string; format: (value: number) => string } {
  const { currency } = usePreferences();
  return useMemo(() => ({ currency, format: moneyFormatter(currency) }), [currency]);
}
