import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { routes } from './app/router';

/** One query-cache entry the page starts from: the exact key its hook uses, and the API's answer. */
export interface ServerQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * Renders a public page to HTML on the server (the API's public-pages module imports the build of this file,
 * dist-server/entry-server.js): the route table as the browser has it, its lazy pages resolved, and a query cache
 * filled with the page's data. Anonymous: the server does not know who asks, so the frame is a visitor's.
 * Answers null when the route redirects. `hydrate={false}`: the router's data goes nowhere in an inline script
 * (the Content-Security-Policy forbids those); the browser renders the page again from the same data (main.tsx).
 */
export async function render(url: string, queries: readonly ServerQuery[]): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  for (const query of queries) queryClient.setQueryData(query.queryKey, query.data);
  try {
    return renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
