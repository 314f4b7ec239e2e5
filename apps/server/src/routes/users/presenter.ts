// The current-user object of PRODUCT.md: { user_id, name, email, brewery, weightUnit }, and the
// preferences of issue 14 (display units, calculation methods, default equipment).
import type { CurrentUser, UserPreferences, WeightUnit } from '@wortsmith/core';
import type { UserRow } from './repository';

/** Maps a user row to the `GET /api/users/me` answer. */
export function presentUser(user: UserRow): CurrentUser {
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    brewery: user.brewery,
    weightUnit: user.weightUnit as WeightUnit,
    ...presentPreferences(user),
    setUp: user.setUpAt !== null,
  };
}

/** The user's preferences (the columns hold only the listed values: the database checks them). */
export function presentPreferences(user: UserRow): UserPreferences {
  return {
    volumeUnit: user.volumeUnit as UserPreferences['volumeUnit'],
    temperatureUnit: user.temperatureUnit as UserPreferences['temperatureUnit'],
    colorUnit: user.colorUnit as UserPreferences['colorUnit'],
    gravityUnit: user.gravityUnit as UserPreferences['gravityUnit'],
    grainUnit: user.grainUnit as UserPreferences['grainUnit'],
    currency: user.currency,
    colorMethod: user.colorMethod as UserPreferences['colorMethod'],
    ibuMethod: user.ibuMethod as UserPreferences['ibuMethod'],
    gravityMethod: user.gravityMethod as UserPreferences['gravityMethod'],
    wortCorrectionFactor: user.wortCorrectionFactor,
    defaultEquipmentId: user.defaultEquipmentId,
  };
}
