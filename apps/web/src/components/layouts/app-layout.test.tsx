import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { AppLayout } from './app-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <h1>Home page</h1> },
          { path: '/dashboard/choose-your-plan', element: <h1>Plans</h1>, handle: { hidePromo: true } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('AppLayout', () => {
  beforeEach(() => useUserStore.setState({ ...useUserStore.getInitialState(), role: 'GUEST', userId: 'u1' }));

  it('frames the page: skip link, header, main with the route, footer, promo and cookie notice', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('banner')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.textContent).toBe('Home page');
    expect(screen.getByRole('contentinfo').textContent).toContain('© Counsel CLE');
    expect(screen.getByText('Premium access to all courses')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  it('skip link moves focus to main', () => {
    renderAt('/dashboard');
    screen.getByRole('link', { name: 'Skip to main content' }).click();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('hides the promo on routes whose handle says so', () => {
    renderAt('/dashboard/choose-your-plan');
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(screen.queryByText('Premium access to all courses')).toBeNull();
  });
});
