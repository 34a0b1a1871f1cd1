import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../lib/error-reporting';
import { RouteErrorPage } from './route-error-page';

vi.mock('../lib/error-reporting', () => ({ reportError: vi.fn() }));

function renderFailing(failure: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        loader: () => {
          throw failure;
        },
        element: <p>never shown</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.mocked(reportError).mockClear();
});

describe('RouteErrorPage', () => {
  it('reports the error that failed the page', async () => {
    const failure = new Error('the page broke');
    renderFailing(failure);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(failure);
  });

  it('does not report a page not found', async () => {
    renderFailing(new Response(null, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(reportError).not.toHaveBeenCalled();
  });
});
