import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { Header } from './header';

function renderAt(path: string, account?: { name: string; onSignOut: () => void }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header account={account} />
    </MemoryRouter>,
  );
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Header', () => {
  beforeEach(() => useUserStore.setState(useUserStore.getInitialState()));

  it('has the logo linking home and the four entries', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Counsel CLE' }).getAttribute('href')).toBe('/');
    const hrefs = mainNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/dashboard'],
      ['Browse', '/dashboard/courses'],
      ['My Learning', '/dashboard/learning'],
      ['Certificates', '/dashboard/certificates'],
    ]);
  });

  it('adds Compliance for a signed-in user, and marks it active on its page', () => {
    useUserStore.setState({ role: 'GUEST', userId: 'u1' });
    renderAt('/dashboard/compliance');
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse', 'My Learning', 'Certificates', 'Compliance']);
    const compliance = mainNav().getByRole('link', { name: 'Compliance' });
    expect(compliance.getAttribute('href')).toBe('/dashboard/compliance');
    expect(compliance.getAttribute('aria-current')).toBe('page');
  });

  it('marks Browse active on a course page, and not Home', () => {
    renderAt('/dashboard/courses/abc');
    expect(mainNav().getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Home active only on /dashboard itself', () => {
    renderAt('/dashboard');
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows Login and Register to visitors only', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/sign-in');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/sign-up/');
  });

  it('hides Login and Register once signed in', () => {
    useUserStore.setState({ role: 'GUEST', userId: 'u1' });
    renderAt('/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('puts the account menu in its slot for a signed-in user, and in the mobile menu', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    useUserStore.setState({ role: 'ENTERPRISE', userId: 'u1' });
    renderAt('/dashboard', { name: 'Grace Hopper', onSignOut });
    expect(screen.getByRole('button', { name: 'Grace Hopper' }).getAttribute('aria-haspopup')).toBe('menu');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Manage Firm' }).getAttribute('href')).toBe('/dashboard/admin');
    expect(account.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
    await user.click(account.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows no account menu to a visitor', () => {
    renderAt('/dashboard', { name: 'Grace Hopper', onSignOut: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Grace Hopper' })).toBeNull();
  });
});
