import './app/base.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './app/sign-in-page';
import { paths } from './config/paths';
import { getSession } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

const loadApp = () => import('./app/app');

let isHandingOver = false;

/**
 * From the sign-in page drawn on its own to the app at `to`, without a reload: the address
 * changes, and the sign-in page stays until the app has loaded the code of the page it opens.
 */
async function handOver(to: string, { replace }: { replace: boolean }) {
  if (isHandingOver) return;
  isHandingOver = true;
  try {
    const { App, createAppRouter, whenRouterReady } = await loadApp();
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    const router = createAppRouter();
    await whenRouterReady(router);
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } catch {
    // The app's code could not be loaded (a new version deployed meanwhile, the network gone).
    window.location.assign(to);
  }
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(run);
  return () => window.cancelIdleCallback(id);
}

/** The sign-in page on its own; once it is drawn, the app's code loads in the background. */
function StandaloneSignIn() {
  useEffect(() => whenIdle(() => void loadApp().catch(() => undefined)), []);
  return <SignInPage goTo={(to, opts) => void handOver(to, opts)} standalone />;
}

// Signing in is the one page most visits start on without a session: it is drawn with React
// alone (no MUI, router or query client), and everything else loads the app.
if (window.location.pathname === paths.login && !getSession()) {
  root.render(
    <StrictMode>
      <StandaloneSignIn />
    </StrictMode>,
  );
} else {
  // The dashboard's calendar is asked for alongside the app's code, not after it has drawn.
  if (window.location.pathname === paths.dashboard) {
    void import('./features/calendar/api/prefetch-dashboard')
      .then(({ prefetchDashboard }) => prefetchDashboard())
      .catch(() => undefined);
  }
  void loadApp().then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
