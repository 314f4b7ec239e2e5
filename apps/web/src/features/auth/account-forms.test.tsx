// Registration, reset request and password change: their validation messages (SPEC §5), what they
// send, and where they go afterwards with which message (SPEC §2.1, §8).

import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGE } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { fillIn, retype } from '../../test/typing';

/** A valid registration without a brewery, by field label. */
const ADA = {
  'Full Name / Nickname': 'Ada',
  'Email Address': 'ada@example.com',
  Password: 'Secret123',
  'Confirm Password': 'Secret123',
};

describe('CreateAccountPage', () => {
  it('shows the required, e-mail and password messages', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ route: '/CreateAccount' });
    await user.type(await screen.findByLabelText('Email Address'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Full Name / Nickname is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when the passwords do not match', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/CreateAccount' });
    await fillIn(user, { ...ADA, 'Confirm Password': 'Secret124' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('registers, toasts the activation message and shows /EmailSent', async () => {
    const { calls } = stubApi({ 'POST /api/users': reply(201, { message: ACCOUNT_MESSAGES.registered }) });
    const { user, router } = renderApp({ route: '/CreateAccount' });
    await fillIn(user, { ...ADA, 'Brewery (optional)': 'Copper Kettle' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/EmailSent'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      brewery: 'Copper Kettle',
      password: 'Secret123',
    });
  });

  it('says the account is ready and shows the login screen when the server sends no activation e-mail', async () => {
    stubApi({ 'POST /api/users': reply(201, { message: ACCOUNT_MESSAGES.readyToLogIn }) });
    const { user, router } = renderApp({ route: '/CreateAccount' });
    await fillIn(user, ADA);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account is ready. You can log in now.')).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.registered)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('toasts a failed registration and goes back to /', async () => {
    stubApi({ 'POST /api/users': reply(409, { message: 'This e-mail is already registered.' }) });
    const { user, router } = renderApp({ route: '/CreateAccount' });
    await fillIn(user, ADA);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This e-mail is already registered.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the address, sends the link, toasts and returns to /', async () => {
    const { calls } = stubApi({
      'POST /api/users/sendPasswordResetEmail': { message: ACCOUNT_MESSAGES.resetSent },
    });
    const { user, router } = renderApp({ route: '/ForgotPassword' });
    const email = await screen.findByLabelText('Email Address');
    await user.type(email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetSent)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('falls back to "Error sending reset email." and stays', async () => {
    stubApi({ 'POST /api/users/sendPasswordResetEmail': reply(500) });
    const { user, router } = renderApp({ route: '/ForgotPassword' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ForgotPassword');
  });
});

describe('ChangePasswordPage', () => {
  it('says "Token is required." without a token', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ route: '/ChangePassword' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Token is required.');
    await user.type(screen.getByLabelText('New Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(calls).toHaveLength(0);
  });

  it('validates the new password and its confirmation', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/ChangePassword?token=abc' });
    await user.type(await screen.findByLabelText('New Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    await retype(user, screen.getByLabelText('New Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret999');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('changes the password with the token, toasts and returns to /', async () => {
    const { calls } = stubApi({
      'POST /api/users/changePassword': { message: ACCOUNT_MESSAGES.passwordChanged },
    });
    const { user, router } = renderApp({ route: '/ChangePassword?token=abc' });
    await user.type(await screen.findByLabelText('New Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'abc', password: 'Secret123' });
  });
});
