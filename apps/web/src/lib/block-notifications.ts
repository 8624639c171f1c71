/**
 * The settings' browserNotifications: a system notification for each new block of the current chain
 * while the page is hidden (in a background tab or minimised; a visible page shows the block itself).
 * Permission is asked when the user turns the setting on.
 */
export type PermissionAnswer = NotificationPermission | 'unsupported';

const api = (): typeof Notification | undefined => (typeof globalThis.Notification === 'function' ? globalThis.Notification : undefined);

export function notificationPermission(): PermissionAnswer {
  return api()?.permission ?? 'unsupported';
}

/**
 * Asks the browser (Notification.requestPermission) — every time the user turns the setting on; an
 * answer already given comes back at once. 'unsupported' without the API.
 */
export async function askNotificationPermission(): Promise<PermissionAnswer> {
  const n = api();
  if (!n) return 'unsupported';
  try {
    return await n.requestPermission();
  } catch {
    return 'denied';
  }
}

/** Shows one notification when allowed and the page is hidden; true when shown. */
export function notifyNewBlock(title: string, body: string, tag: string, doc: Pick<Document, 'visibilityState'> = document): boolean {
  const n = api();
  if (!n || n.permission !== 'granted' || doc.visibilityState !== 'hidden') return false;
  try {
    new n(title, { body, tag });
    return true;
  } catch {
    // some browsers allow notifications only from a service worker
    return false;
  }
}
