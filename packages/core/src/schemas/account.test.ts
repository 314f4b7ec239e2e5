// Account messages (SPEC §5 "Account", §2.6 settings), one test per message.
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_MESSAGE,
  passwordUpdateFormSchema,
  passwordUpdateSchema,
  profileFormSchema,
  registerFormSchema,
  registerSchema,
  settingsSchema,
  userUpdateSchema,
} from './account';
import { messagesOf } from './test-helpers';

const form = {
  name: 'Ada',
  email: 'ada@example.com',
  brewery: '',
  password: 'Hops4ever!',
  confirmPassword: 'Hops4ever!',
};

describe('register form', () => {
  it.each([
    [{ name: '' }, 'Full Name / Nickname is required.'],
    [{ name: 'x'.repeat(101) }, 'Full Name / Nickname must be at most 100 characters long.'],
    [{ email: '' }, 'Email Address is required.'],
    [{ email: 'ada@example' }, 'Please enter a valid email address.'],
    [{ email: 'ada example.com' }, 'Please enter a valid email address.'],
    [{ brewery: 'x'.repeat(101) }, 'Brewery must be at most 100 characters long.'],
    [{ confirmPassword: 'Hops4ever?' }, 'Passwords do not match!'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(registerFormSchema, { ...form, ...change })).toEqual([message]);
  });

  it.each([
    ['Short1a'], // 7 characters
    ['alllowercase1'], // no upper-case letter
    ['ALLUPPERCASE1'], // no lower-case letter
    ['NoDigitsHere'], // no digit
    ['Spaces are 1 no'], // a character outside letters, digits and @$!%*?&
    [''],
  ])('rejects the password %j with the password rule', (password) => {
    expect(messagesOf(registerFormSchema, { ...form, password, confirmPassword: password })).toEqual([
      'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
    ]);
  });

  it('accepts passwords of letters, digits and @$!%*?&', () => {
    expect(
      messagesOf(registerFormSchema, { ...form, password: 'aB3@$!%*?&', confirmPassword: 'aB3@$!%*?&' }),
    ).toEqual([]);
  });
});

describe('register body', () => {
  it('keeps name, trimmed lower-case e-mail, brewery and password only', () => {
    expect(
      registerSchema.parse({ ...form, email: ' Ada@Example.COM ', brewery: 'Ada Ales', role: 'admin' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      brewery: 'Ada Ales',
      password: 'Hops4ever!',
    });
  });

  it('drops NUL characters, which the database cannot store', () => {
    expect(
      registerSchema.parse({ ...form, name: 'A\u0000da', email: 'ada\u0000@example.com', brewery: '\u0000' }),
    ).toMatchObject({ name: 'Ada', email: 'ada@example.com', brewery: null });
  });
});

describe('login', () => {
  it.each([
    [{ email: '' }, 'Email Address is required.'],
    [{ password: '' }, 'Password is required.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(loginSchema, { email: 'ada@example.com', password: 'x', ...change })).toEqual([
      message,
    ]);
  });
});

describe('forgot password', () => {
  it('gives "Please enter a valid email address." for a bad address', () => {
    expect(messagesOf(forgotPasswordSchema, { email: 'not-an-address' })).toEqual([
      'Please enter a valid email address.',
    ]);
  });
});

describe('change password', () => {
  const change = { token: 'abc', password: 'Hops4ever!', confirmPassword: 'Hops4ever!' };

  it.each([
    [{ token: '' }, 'Token is required.'],
    [{ token: undefined }, 'Token is required.'],
    [{ password: 'weak', confirmPassword: 'weak' }, PASSWORD_MESSAGE],
    [{ confirmPassword: 'Hops4ever' }, 'Passwords do not match!'],
  ])('%j gives "%s"', (patch, message) => {
    expect(messagesOf(changePasswordFormSchema, { ...change, ...patch })).toEqual([message]);
  });

  it('sends only token and password', () => {
    expect(changePasswordSchema.parse(change)).toEqual({ token: 'abc', password: 'Hops4ever!' });
  });
});

describe('settings', () => {
  it.each([
    [{}, 'Weight is required'],
    [{ weightUnit: '' }, 'Weight is required'],
    [{ weightUnit: 'kg' }, 'Select oz or g'],
  ])('%j gives "%s"', (value, message) => {
    expect(messagesOf(settingsSchema, value)).toEqual([message]);
  });

  it('accepts g and oz', () => {
    expect(settingsSchema.parse({ weightUnit: 'oz' })).toEqual({ weightUnit: 'oz' });
    expect(settingsSchema.parse({ weightUnit: 'g' })).toEqual({ weightUnit: 'g' });
  });
});

describe('user update', () => {
  it('takes any subset of name, brewery and weight unit, and nothing else', () => {
    expect(userUpdateSchema.parse({ weightUnit: 'oz', email: 'x@y.z' })).toEqual({ weightUnit: 'oz' });
    expect(messagesOf(userUpdateSchema, { weightUnit: 'lb' })).toEqual(['Select oz or g']);
    expect(messagesOf(userUpdateSchema, { name: '' })).toEqual(['Full Name / Nickname is required.']);
  });
});

describe('signed-in password change', () => {
  const change = { currentPassword: 'Old1pass!', password: 'Hops4ever!', confirmPassword: 'Hops4ever!' };

  it.each([
    [{ currentPassword: '' }, 'Current password is required.'],
    [{ currentPassword: undefined }, 'Current password is required.'],
    [{ password: 'weak', confirmPassword: 'weak' }, PASSWORD_MESSAGE],
    [{ confirmPassword: 'Hops4ever' }, 'Passwords do not match!'],
  ])('%j gives "%s"', (patch, message) => {
    expect(messagesOf(passwordUpdateFormSchema, { ...change, ...patch })).toEqual([message]);
  });

  it('sends only the current and the new password', () => {
    expect(passwordUpdateSchema.parse(change)).toEqual({
      currentPassword: 'Old1pass!',
      password: 'Hops4ever!',
    });
  });
});

describe('profile form', () => {
  it('requires a name and keeps an empty brewery as none', () => {
    expect(messagesOf(profileFormSchema, { name: ' ', brewery: '' })).toEqual([
      'Full Name / Nickname is required.',
    ]);
    expect(profileFormSchema.parse({ name: 'Ada', brewery: '' })).toEqual({ name: 'Ada', brewery: null });
  });
});
