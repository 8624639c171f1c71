/** The main layout (spec part 1 §2.2): top bar, sidebar, the routed page. */
import { Outlet, useNavigation } from 'react-router';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export function Shell() {
  const navigation = useNavigation();
  return (
    <div className="app-shell" data-testid="app-shell">
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
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
