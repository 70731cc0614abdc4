import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

export { createAppRouter, whenRouterReady } from './router';

/** The app; `router` when the entry made it already (to wait for the first page's code). */
export function App({ router: made }: { router?: AppRouter }) {
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
