import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { AppProvider, createQueryClient, seedQueriesFromPage } from './app/provider';
import { createAppRouter } from './app/router';
import { captureTypedFields, restoreTypedFields } from './lib/carry-over-typing';
import { startErrorReporting } from './lib/error-reporting';
import { useUserStore } from './stores/user-store';

// Error reporting when the server's page names a DSN (SENTRY_BROWSER_DSN); otherwise nothing is loaded.
void startErrorReporting(document, useUserStore);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// A public page arrives with its data in the HTML (the API's public-pages module): start from it.
const queryClient = createQueryClient();
seedQueriesFromPage(queryClient, document);

const renderApp = () => {
  // What the visitor typed into the server's page meanwhile carries over to the app's (lib/carry-over-typing.ts).
  const typed = captureTypedFields(container);
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  restoreTypedFields(container, typed);
};

// A server-rendered page stays on screen until its route's chunk is in, then the app renders the same page in
// its place from the same data (never the loading fallback in between). Other pages render at once.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp();
  });
} else {
  renderApp();
}
