import { countries as COUNTRY_DATA, type TCountryCode } from 'countries-list';
import type { Country } from './contacts.types';

/** Height of one flag in the web's flag sprite; the sprite lists flags by ISO code order. */
export const FLAG_HEIGHT_PX = 16;

/**
 * The countries of the maintained `countries-list` package (ISO 3166-1), sorted by
 * English name. `id` and `iso` are the lower-case ISO code, as phone numbers name their
 * country (the original client matches `iso` against them), `code` the first dial code,
 * and `flagImagePos` the flag's offset in a vertical sprite of all flags in ISO code order.
 */
function buildCountries(): Country[] {
  const isoCodes = (Object.keys(COUNTRY_DATA) as TCountryCode[]).sort();
  return isoCodes
    .map((iso, index) => {
      const data = COUNTRY_DATA[iso];
      const dial = data.phone[0];
      const lowerIso = iso.toLowerCase();
      return {
        id: lowerIso,
        iso: lowerIso,
        name: data.name,
        code: dial === undefined ? '' : `+${dial}`,
        flagImagePos: `-1px -${index * (FLAG_HEIGHT_PX + 1) + 1}px`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const COUNTRIES: readonly Country[] = Object.freeze(buildCountries());

export const COUNTRY_IDS: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.id));
