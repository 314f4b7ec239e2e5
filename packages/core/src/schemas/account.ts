// Account schemas (SPEC §5 "Account", §2.1, §2.6): registration, login, password reset and change,
// settings, account deletion.
//
// Messages SPEC §5 quotes are verbatim. Choices where it gives only a rule:
// - Registration: "Full Name / Nickname is required." and "Email Address is required." (the field
//   labels of SPEC §2.1); name, brewery at most 100 characters; e-mail at most 254 (RFC 5321).
// - E-mail is trimmed and lower-cased, so registration and login agree on one spelling.
// - Login only requires both fields ("Email Address is required.", "Password is required."): a wrong
//   address is answered by the login itself.
// - The password rule's message is also given for an empty password; at most 128 characters.
import { z } from 'zod';
import { WEIGHT_UNITS } from '../options';
import { nullableText, requiredText, withoutNul } from './fields';
import { preferencesSchema } from './preferences';

/** SPEC §5 password rule: 8+ characters, a lower- and an upper-case letter, a digit; letters, digits, @$!%*?&. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*?&]{8,}$/;
export const PASSWORD_MESSAGE =
  'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MESSAGE = 'Please enter a valid email address.';

const password = z
  .string({ error: PASSWORD_MESSAGE })
  .regex(PASSWORD_PATTERN, PASSWORD_MESSAGE)
  .max(128, 'Password must be at most 128 characters long.');

const email = z.preprocess(
  (value) => withoutNul(value ?? ''),
  z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email Address is required.', abort: true })
    .max(254, EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);

const fullName = requiredText(
  'Full Name / Nickname is required.',
  100,
  'Full Name / Nickname must be at most 100 characters long.',
);
const brewery = nullableText(100, 'Brewery must be at most 100 characters long.');
const token = requiredText('Token is required.', 512, 'Token is required.');

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** The Create Account form (SPEC §2.1). */
export const registerFormSchema = z
  .object({
    name: fullName,
    email,
    brewery: brewery.optional(),
    password,
    confirmPassword: z.string({ error: 'Passwords do not match!' }),
  })
  .refine(passwordsMatch, { message: 'Passwords do not match!', path: ['confirmPassword'] });

/** `POST /api/users` body (SPEC §3): name, email, brewery (optional), password. */
export const registerSchema = z.object({
  name: fullName,
  email,
  brewery: brewery.optional(),
  password,
});

/** `POST /api/users/login` body and the login form. */
export const loginSchema = z.object({
  email: requiredText('Email Address is required.', 254, EMAIL_MESSAGE).pipe(z.string().toLowerCase()),
  password: z.preprocess((value) => value ?? '', z.string().min(1, 'Password is required.')),
});

/** The Reset Password form and `POST /api/users/sendPasswordResetEmail` body. */
export const forgotPasswordSchema = z.object({ email });

/** The Change Password form; the token comes from the URL ("Token is required." without it). */
export const changePasswordFormSchema = z
  .object({ token, password, confirmPassword: z.string({ error: 'Passwords do not match!' }) })
  .refine(passwordsMatch, { message: 'Passwords do not match!', path: ['confirmPassword'] });

/** `POST /api/users/changePassword` body. */
export const changePasswordSchema = z.object({ token, password });

const currentPassword = z.preprocess(
  (value) => value ?? '',
  z
    .string()
    .min(1, 'Current password is required.')
    .max(128, 'Password must be at most 128 characters long.'),
);

/** `PUT /api/users/{id}/password` body: the signed-in change (the new password follows SPEC §5's rule). */
export const passwordUpdateSchema = z.object({ currentPassword, password });

/** The Settings change-password form: current password, new password and its confirmation. */
export const passwordUpdateFormSchema = z
  .object({ currentPassword, password, confirmPassword: z.string({ error: 'Passwords do not match!' }) })
  .refine(passwordsMatch, { message: 'Passwords do not match!', path: ['confirmPassword'] });

/** `DELETE /api/users/{id}` body: the password, absent for an account without one (Google only). */
export const accountDeleteSchema = z.object({
  password: z.string().max(128, 'Password must be at most 128 characters long.').optional(),
});

/** The Settings profile form: display name and brewery. */
export const profileFormSchema = z.object({ name: fullName, brewery: brewery.optional() });

/** The Settings form: the weight unit (SPEC §2.6). */
export const settingsSchema = z.object({
  weightUnit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(WEIGHT_UNITS, {
      error: (issue) => (issue.input === undefined ? 'Weight is required' : 'Select oz or g'),
    }),
  ),
});

/** `PUT /api/users/{id}` body: the fields a user may change about themselves (each optional). */
export const userUpdateSchema = z.object({
  name: fullName.optional(),
  brewery: brewery.optional(),
  weightUnit: settingsSchema.shape.weightUnit.optional(),
  ...preferencesSchema.partial().shape,
  /** "Set up your brewery" is done (issue 30): it is not offered again. */
  setUp: z.literal(true, { error: 'setUp can only be true.' }).optional(),
});
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/**
 * The whole Settings form: the weight unit (SPEC §2.6, its messages) and each preference; the default
 * equipment select's "None" is the empty value.
 */
export const settingsFormSchema = settingsSchema.extend({
  ...preferencesSchema.shape,
  defaultEquipmentId: z.preprocess(
    (value) => (value === '' ? null : value),
    preferencesSchema.shape.defaultEquipmentId,
  ),
});
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
