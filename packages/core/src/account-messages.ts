// Every text of the account area, once: SPEC §8's success messages and per-call fallbacks, and the
// answers the server gives (the web shows them as they come). Server and web import them from here.

/** Account texts, shared by the server's answers and the web's toasts and fallbacks. */
export const ACCOUNT_MESSAGES = {
  // SPEC §8 success messages.
  registered:
    'An email with an activation code has been sent. Please check your inbox and activate your account.',
  resetSent: 'Email sent successfully. Check your inbox for a reset link.',
  passwordChanged: 'Password changed successfully.',
  passwordUpdated: 'Password updated successfully.',
  userUpdated: 'User updated successfully.',
  // SPEC §8 fallbacks of the account calls.
  meFailed: 'Failed to fetch user info.',
  updateFailed: 'Failed to update user.',
  registerFailed: 'User creation failed, please try again later.',
  resetFailed: 'Error sending reset email.',
  changeFailed: 'Error changing password.',
  // The Settings save when it changed a display preference (SPEC §2.6's weight unit alone keeps userUpdated).
  preferencesSaved: 'Preferences saved.',
  // Answers of the account routes.
  readyToLogIn: 'Your account is ready. You can log in now.',
  activationMailFailed: 'We could not send the activation e-mail. Please try again later.',
  loginFailed: 'Invalid e-mail or password.',
  notActivated: 'Please activate your account first: follow the link in the e-mail we sent you.',
  invalidReset: 'This reset link is invalid or has expired. Please ask for a new one.',
  emailTaken: 'An account with this e-mail address already exists.',
  sessionInvalid: 'Your session has expired or is invalid. Please log in again.',
  authRequired: 'Authentication required. Please log in.',
  ownAccountOnly: 'You can only update your own account.',
  accountGone: 'This account no longer exists.',
  changedMeanwhile: 'The password was changed at the same time elsewhere. Please try again.',
  wrongCurrentPassword: 'The current password is not correct.',
  noPassword: 'This account has no password yet: sign in with Google, or set one with Forgot password.',
  googleSignInRequired: 'Sign in with Google again (within the last 5 minutes) to delete this account.',
  accountDeleted: 'Your account and all its data were deleted.',
  exportFailed: 'Error exporting your data.',
  deleteFailed: 'Error deleting your account.',
  signOutFailed: 'Error signing out everywhere.',
  signedOutEverywhere: 'You are signed out on every device.',
} as const;

/** How many minutes a Google sign-in counts as fresh enough to delete a Google-only account. */
export const FRESH_SIGN_IN_MINUTES = 5;
