/** The profile dialog (English). */
import type { CatalogFor } from '../types';
import type { profile as zh } from '../zh-CN/profile';

export const profile = {
  'profile.title': 'Profile',
  'profile.username': 'Username',
  'profile.usernameHint': 'The username cannot be changed',
  'profile.email': 'E-mail',
  'profile.emailPlaceholder': 'Enter your e-mail',
  'profile.role': 'Role',
  'profile.roleAdmin': 'Administrator',
  'profile.roleUser': 'User',
  'profile.passwordSection': 'Change password',
  'profile.passwordSectionHint': 'Leave empty to keep your password',
  'profile.currentPassword': 'Current password',
  'profile.newPassword': 'New password',
  'profile.confirmPassword': 'Confirm new password',
  'profile.emailRequired': 'Please enter your e-mail',
  'profile.emailInvalid': 'Please enter a valid e-mail address',
  'profile.currentRequired': 'Please enter your current password',
  'profile.passwordMismatch': 'The new password and its confirmation do not match',
  'profile.passwordTooShort': 'The new password must have at least 6 characters',
  'profile.save': 'Save',
  'profile.saving': 'Saving...',
  'profile.saved': 'Saved!',
  'profile.nothingChanged': 'Nothing to save',
  'profile.passwordFailed': 'Password change failed',
  'profile.emailFailed': 'Saving the e-mail failed',
} satisfies CatalogFor<typeof zh>;
