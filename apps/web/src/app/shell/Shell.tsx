/**
 * The main layout (spec part 1 §2.2): top bar, sidebar, the routed page. The settings runtime and the
 * block alerts render nothing and are loaded after the first paint, outside the home route's JS. A
 * page that fails (its chunk missing, a render error) shows its error inside the shell (routes.tsx).
 */
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-retry';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

// a chunk that fails to load (the server went away meanwhile) is asked again rather than failing the shell
const SettingsRuntime = lazyWithRetry(() => import('./SettingsRuntime'), (m) => m.SettingsRuntime);
const BlockAlerts = lazyWithRetry(() => import('./BlockAlerts'), (m) => m.BlockAlerts);

export function Shell() {
  const navigation = useNavigation();
  return (
    <div className="app-shell" data-testid="app-shell">
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <Suspense fallback={null}>
        <SettingsRuntime />
        <BlockAlerts />
      </Suspense>
      <TopBar />
      <div className="app-body">
        <Sidebar />
        <main className="app-main" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
