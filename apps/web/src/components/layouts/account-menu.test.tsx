import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

function renderMenu(
  role: 'GUEST' | 'USER' | 'ENTERPRISE' = 'USER',
  name = 'Ada Augusta Lovelace-King',
  membership: string | null = null,
  firm: string | null = null,
) {
  const onSignOut = vi.fn();
  render(
    <MemoryRouter>
      <p>Outside</p>
      <AccountMenu name={name} membership={membership} firm={firm} role={role} onSignOut={onSignOut} />
    </MemoryRouter>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: /Ada Augusta/ }) };
}

describe('AccountMenu', () => {
  it('shows the initials and the name, cut with an ellipsis and whole in the title', () => {
    const { button } = renderMenu();
    expect(button.textContent).toContain('AA');
    expect(button.getAttribute('title')).toBe('Ada Augusta Lovelace-King');
    expect(within(button).getByText('Ada Augusta Lovelace-King').className).toContain('truncate');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on click with Settings and Sign Out; Manage Firm only for ENTERPRISE', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu('USER');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Sign Out']);
    expect(items[0]?.getAttribute('href')).toBe('/dashboard/settings');
  });

  it('offers Manage Firm to a firm administrator', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu('ENTERPRISE');
    await user.click(button);
    const manage = screen.getByRole('menuitem', { name: 'Manage Firm' });
    expect(manage.getAttribute('href')).toBe('/dashboard/admin');
  });

  it('names an active membership, linking to it in Settings', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu('ENTERPRISE', 'Ada Augusta Lovelace-King', 'Enterprise, 12 seats');
    await user.click(button);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Membership: Enterprise, 12 seats',
      'Manage Firm',
      'Settings',
      'Sign Out',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/dashboard/settings#membership');
  });

  it('names the firm whose seat the lawyer holds, linking to the membership in Settings', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu('USER', 'Ada Augusta Lovelace-King', null, 'Lovelace & Partners');
    await user.click(button);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Firm: Lovelace & Partners',
      'Settings',
      'Sign Out',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/dashboard/settings#membership');
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is keyboard operable and Sign Out calls onSignOut', async () => {
    const user = userEvent.setup();
    const { button, onSignOut } = renderMenu('ENTERPRISE');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Manage Firm');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Sign Out');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Manage Firm');
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
