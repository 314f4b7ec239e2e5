// The Settings screen's writes: weight unit and profile (PUT /api/users/{id}), password, sign out
// everywhere, export, import and account deletion. Each toasts SPEC §8's message or its own success text;
// errors are toasted by the request helper.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, type UserPreferences, type WeightUnit } from '@wortsmith/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { clearSession, getSession, updateSession } from '../../lib/session';
import {
  deleteAccount,
  fetchAccountExport,
  fetchSessionUser,
  importAccount,
  logOutEverywhere,
  updatePassword,
  updateProfile,
} from '../auth/account-api';

/** Profile fields a save may change. */
export type ProfileChanges = Partial<UserPreferences> & {
  weightUnit?: WeightUnit;
  name?: string;
  brewery?: string | null;
  /** "Set up your brewery" is done. */
  setUp?: true;
};

/**
 * What a save of `changes` says: "Preferences saved." when it changed a display preference (units,
 * methods, default equipment, WCF); SPEC §8's "User updated successfully." for SPEC's own user update
 * (the weight unit, the name and brewery).
 */
export function profileSavedMessage(changes: ProfileChanges): string {
  const spec = new Set(['weightUnit', 'name', 'brewery', 'setUp']);
  return Object.keys(changes).some((key) => !spec.has(key))
    ? ACCOUNT_MESSAGES.preferencesSaved
    : ACCOUNT_MESSAGES.userUpdated;
}

/** Saves profile fields (weight unit, preferences, name, brewery) and merges them into the session record. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(changes),
    onSuccess: (_user, changes) => {
      updateSession(changes);
      notifySuccess(profileSavedMessage(changes));
    },
  });
}

/** A calculation method the figures panel switches in place. */
export type MethodKey = 'colorMethod' | 'ibuMethod' | 'gravityMethod';

/**
 * Switches one calculation method in place (the figures panel): the session record changes at once, so
 * the figures follow without waiting, then the preference is saved; a failed save puts the old method
 * back (the request helper toasts why). No success toast: the figures changing is the answer.
 */
export function useSaveMethod() {
  return useCallback((key: MethodKey, value: string) => {
    const before = getSession()?.[key];
    updateSession({ [key]: value } as Partial<UserPreferences>);
    updateProfile({ [key]: value } as ProfileChanges).catch(() => updateSession({ [key]: before }));
  }, []);
}

/** Changes the password; this browser keeps going with the new token it is given. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, password }: { currentPassword: string; password: string }) =>
      updatePassword(currentPassword, password),
    onSuccess: (answer) => {
      updateSession({ token: answer.access_token });
      notifySuccess(ACCOUNT_MESSAGES.passwordUpdated);
    },
  });
}

/** Signs out here and in every other browser, then to the login screen; `message` is toasted. */
function useSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (message: string) => {
    clearSession();
    queryClient.clear();
    notifySuccess(message);
    navigate('/', { replace: true });
  };
}

/** POST /api/users/logoutEverywhere, then signed out here too. */
export function useLogOutEverywhere() {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: () => signedOut(ACCOUNT_MESSAGES.signedOutEverywhere),
  });
}

/** Deletes the account (password, or none for a Google-only one), then signed out. */
export function useDeleteAccount() {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: (password: string | undefined) => deleteAccount(password),
    onSuccess: () => signedOut(ACCOUNT_MESSAGES.accountDeleted),
  });
}

/** What an account export file would add: nothing is saved. */
export function usePreviewAccountImport() {
  return useMutation({ mutationFn: (file: Blob) => importAccount(file, true) });
}

/**
 * Imports an account export file; every list is read again and the session takes the preferences the
 * file brought (units, methods, default equipment).
 */
export function useAccountImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => importAccount(file, false),
    onSuccess: async () => {
      const token = getSession()?.token;
      if (token) updateSession(await fetchSessionUser(token, false));
      notifySuccess('Your data was imported.');
      await queryClient.invalidateQueries();
    },
  });
}

/** Downloads the export as `wortsmith-export-<date>.json`. */
export function useExportAccount() {
  return useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: (document) => {
      const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: `wortsmith-export-${document.exportedAt.slice(0, 10)}.json`,
      });
      link.click();
      // The click has handed the file to the browser; the URL can go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
