// The water profiles the Water section offers (the Waters catalogue: the brewer's own and the official ones,
// through the catalogue's list query), and the one the recipe's style suggests as its target.
import {
  type BeerStyle,
  type IonProfile,
  OFFICIAL_USER_ID,
  suggestedTargetWater,
  type Water,
} from '@wortsmith/core';
import { useMemo } from 'react';
import { useCatalogueList } from '../../../catalogue/queries';
import { ionsOf } from './water-edits';

/** A water profile as the section offers it. */
export interface WaterProfile {
  id: string;
  name: string;
  official: boolean;
  ions: IonProfile;
}

/** The profiles, their lookup and the style's suggestion. */
export interface WaterProfiles {
  /** The brewer's own first, then the official ones; each list by name. */
  list: WaterProfile[];
  loading: boolean;
  byId: (id: string | null) => WaterProfile | undefined;
  /** The style target suggested for the recipe's style, when the catalogue has it. */
  suggested: WaterProfile | undefined;
}

const profileOf = (item: Water): WaterProfile => ({
  id: item.id,
  name: item.name,
  // A brewer's copy of an official profile stands in for it.
  official: item.userId === OFFICIAL_USER_ID || item.officialId !== null,
  ions: ionsOf(item),
});

/** The Waters catalogue as profiles, and the target `style` suggests. */
export function useWaterProfiles(style: BeerStyle | undefined): WaterProfiles {
  const query = useCatalogueList('waters');
  const list = useMemo(() => {
    const profiles = (query.data ?? []).map(profileOf);
    return profiles.sort((a, b) => Number(a.official) - Number(b.official) || a.name.localeCompare(b.name));
  }, [query.data]);
  const suggestedName = suggestedTargetWater(style);
  return useMemo(() => {
    const named = list.filter((p) => p.name.toLowerCase() === suggestedName?.toLowerCase());
    return {
      list,
      loading: query.isPending,
      byId: (id) => (id === null ? undefined : list.find((p) => p.id === id)),
      suggested: named.find((p) => p.official) ?? named[0],
    };
  }, [list, query.isPending, suggestedName]);
}
