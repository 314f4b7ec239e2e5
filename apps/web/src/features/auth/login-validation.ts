// Login form validation with the core's loginSchema (messages live once, in the core). Loaded on
// demand by the login screen so that zod is not part of what / downloads first.
import { loginSchema } from '@wortsmith/core';

/** The login fields. */
export interface LoginFields {
  email: string;
  password: string;
}

/** The validated fields, or the first message per field. */
export type LoginValidation =
  | { ok: true; data: LoginFields }
  | { ok: false; errors: Partial<Record<keyof LoginFields, string>> };

/** Validates the login form against loginSchema. */
export function validateLogin(values: LoginFields): LoginValidation {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<keyof LoginFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
