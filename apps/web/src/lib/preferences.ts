// The one web source of a brewer's preferences (issue 14): the display units and calculation methods
// of the signed-in user, read from the session record (the `GET /api/users/me` answer kept at sign-in
// and merged on each Settings save). A record from before the preferences existed, or a value the
// app does not know, reads as the default: what the specification shows. A part of a screen may show
// in other units and methods (`ShownUnits`: a recipe read by someone who is not signed in); the hooks
// then answer those.
import {
  type AmountUnits,
  type BrewerQuantities,
  brewerQuantities,
  type CalculationMethods,
  COLOR_METHODS,
  COLOR_UNITS,
  computeFiguresWithMethods,
  DEFAULT_PREFERENCES,
  type DisplayUnits,
  GRAIN_UNITS,
  GRAVITY_METHODS,
  GRAVITY_UNITS,
  IBU_METHODS,
  type MethodFiguresInput,
  type RecipeFigures,
  type SessionUser,
  TEMPERATURE_UNITS,
  type UserPreferences,
  VOLUME_UNITS,
} from '@wortsmith/core';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useSession, useWeightUnit } from './session';

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The preferences of a session record, each missing or unknown one as its default. */
export function preferencesOf(session: SessionUser | null): UserPreferences {
  const d = DEFAULT_PREFERENCES;
  return {
    volumeUnit: pick(VOLUME_UNITS, session?.volumeUnit, d.volumeUnit),
    temperatureUnit: pick(TEMPERATURE_UNITS, session?.temperatureUnit, d.temperatureUnit),
    colorUnit: pick(COLOR_UNITS, session?.colorUnit, d.colorUnit),
    gravityUnit: pick(GRAVITY_UNITS, session?.gravityUnit, d.gravityUnit),
    grainUnit: pick(GRAIN_UNITS, session?.grainUnit, d.grainUnit),
    colorMethod: pick(COLOR_METHODS, session?.colorMethod, d.colorMethod),
    ibuMethod: pick(IBU_METHODS, session?.ibuMethod, d.ibuMethod),
    gravityMethod: pick(GRAVITY_METHODS, session?.gravityMethod, d.gravityMethod),
    wortCorrectionFactor:
      typeof session?.wortCorrectionFactor === 'number'
        ? session.wortCorrectionFactor
        : d.wortCorrectionFactor,
    defaultEquipmentId:
      typeof session?.defaultEquipmentId === 'string' ? session.defaultEquipmentId : d.defaultEquipmentId,
    currency:
      typeof session?.currency === 'string' && /^[A-Z]{3}$/.test(session.currency)
        ? session.currency
        : d.currency,
  };
}

/** Units and methods that the hooks below answer for a part of a screen, instead of the brewer's. */
export interface ShownUnitsValue {
  quantities?: BrewerQuantities | undefined;
  methods?: CalculationMethods | undefined;
}

/** Wraps a part of a screen shown in the given units and methods (each left out: the brewer's own). */
export const ShownUnits = createContext<ShownUnitsValue>({});

/** The signed-in user's preferences; re-renders when they change. */
export function usePreferences(): UserPreferences {
  const session = useSession();
  return useMemo(() => preferencesOf(session), [session]);
}

/** The signed-in user's display units, in the shape core's `display-units.ts` takes. */
export function useDisplayUnits(): DisplayUnits {
  const p = usePreferences();
  const shown = useContext(ShownUnits).quantities?.units;
  return useMemo(
    () =>
      shown
        ? { volume: shown.volume, temperature: shown.temperature, color: shown.color, gravity: shown.gravity }
        : {
            volume: p.volumeUnit,
            temperature: p.temperatureUnit,
            color: p.colorUnit,
            gravity: p.gravityUnit,
          },
    [p, shown],
  );
}

/** The one quantity formatter and parser, bound to the signed-in brewer's units (weight and grain included). */
export function useQuantities(): BrewerQuantities {
  const units = useDisplayUnits();
  const { weight, grain } = useAmountUnits();
  const shown = useContext(ShownUnits).quantities;
  return useMemo(() => shown ?? brewerQuantities({ ...units, weight, grain }), [shown, units, weight, grain]);
}

/** The units ingredient amounts are read and typed in: the weight unit (hops, SPEC) and the grain unit. */
export function useAmountUnits(): AmountUnits {
  const signedIn = { weight: useWeightUnit(), grain: usePreferences().grainUnit };
  const { weight, grain } = useContext(ShownUnits).quantities?.units ?? signedIn;
  return useMemo(() => ({ weight, grain }), [weight, grain]);
}

/** The brewer's calculation methods (colour, IBU, gravity). */
export function useCalculationMethods(): CalculationMethods {
  const { colorMethod, ibuMethod, gravityMethod } = usePreferences();
  const shown = useContext(ShownUnits).methods;
  return useMemo(
    () => shown ?? { colorMethod, ibuMethod, gravityMethod },
    [shown, colorMethod, ibuMethod, gravityMethod],
  );
}

/**
 * A recipe's figures by the brewer's methods, as the recipe screen shows them: for every other screen that
 * shows a recipe's or a batch's planned figures (plan, brew-day sheet, scale dialog).
 */
export function useMethodFigures(): (input: MethodFiguresInput) => RecipeFigures {
  const methods = useCalculationMethods();
  return useCallback((input: MethodFiguresInput) => computeFiguresWithMethods(input, methods), [methods]);
}
