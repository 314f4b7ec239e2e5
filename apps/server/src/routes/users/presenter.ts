// The current-user object of PRODUCT.md: { user_id, name, email, brewery, weightUnit }.
import type { CurrentUser, WeightUnit } from '@wortsmith/core';
import type { UserRow } from './repository';

/** Maps a user row to the `GET /api/users/me` answer. */
export function presentUser(user: UserRow): CurrentUser {
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    brewery: user.brewery,
    weightUnit: user.weightUnit as WeightUnit,
  };
}
