/** The in-page block alerts: a toast per new alert about a saved address (settings: blockAlerts). */
import type { CatalogFor } from '../types';
import type { alerts as zh } from '../zh-CN/alerts';

export const alerts = {
  'alerts.received': 'Saved address {label} received {amount} in block {height}',
  'alerts.sent': 'Saved address {label} sent {amount} in block {height}',
  'alerts.view': 'View',
  'alerts.more': '{count} more address alerts',
} satisfies CatalogFor<typeof zh>;
