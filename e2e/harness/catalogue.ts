// Catalogue items created through the API (SPEC §7) for screens that need one to show.
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { apiCall } from './api';

/** A valid POST body per kind. */
export const CATALOGUE_BODIES: Record<CatalogueKind, Record<string, unknown>> = {
  equipments: {
    name: 'Garage Kettle 30 L',
    description: 'Electric all-in-one with a recirculation pump.',
    efficiency: 72,
    batchVolume: 23,
    batchTime: 300,
    boilTime: 60,
    boilTemperature: 100,
    boilOff: 3.5,
    trubLoss: 1.5,
    deadSpace: 0.5,
  },
  fermentables: {
    name: 'Garage Pale Malt',
    supplier: 'Local Maltings',
    description: 'House base malt.',
    type: 'Base',
    ebc: 6,
    potentialExtract: 1.037,
  },
  hops: {
    name: 'Garage Cascade',
    supplier: 'Backyard Bines',
    description: 'Homegrown.',
    countryOfOrigin: 'Germany',
    type: 'Whole',
    useType: 'Aroma',
    alphaAcidContent: 6,
    betaAcidContent: 5,
  },
  miscs: { name: 'Garage Coriander', description: 'Crushed seed.', type: 'Spice' },
  yeasts: {
    name: 'Garage Kveik',
    manufacturer: 'Farmhouse',
    description: 'Dried on a ring.',
    type: 'Ale',
    form: 'Dry',
    flocculation: 'High',
    attenuation: 80,
  },
  waters: {
    name: 'Garage Tap Water',
    description: 'From the utility report.',
    calcium: 52,
    magnesium: 11,
    sodium: 14,
    sulfate: 38,
    chloride: 27,
    bicarbonate: 170,
  },
};

/** Creates one item of `kind` for the user holding `token`. */
export function createCatalogueItem<K extends CatalogueKind>(
  baseURL: string,
  token: string,
  kind: K,
  overrides: Record<string, unknown> = {},
): Promise<CatalogueItems[K]> {
  return apiCall<CatalogueItems[K]>(baseURL, 'POST', `/api/${kind}`, {
    token,
    body: { ...CATALOGUE_BODIES[kind], ...overrides },
  });
}
