/**
 * The main layout (spec part 1 §2.2): top bar, sidebar, the routed page. The settings runtime and the
 * block alerts render nothing and are loaded after the first paint, outside the home route's JS.
 */
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const SettingsRuntime = lazy(() => import('./SettingsRuntime').then((m) => ({ default: m.SettingsRuntime })));
const BlockAlerts = lazy(() => import('./BlockAlerts').then((m) => ({ default: m.BlockAlerts })));

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
