import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { Header } from './header';

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Header />
      <Routes>
        <Route path="/dashboard" element={<h1>Home page</h1>} />
        <Route path="/dashboard/learning" element={<h1>Learning page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openMenu() {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(toggle);
  return { toggle, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('Mobile menu', () => {
  beforeEach(() => {
    useUserStore.setState(useUserStore.getInitialState());
    document.body.style.overflow = 'scroll';
  });

  it('opens with the four links and Login/Register, locks scrolling and takes focus', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    const { dialog } = await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(dialog)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse', 'My Learning', 'Certificates', 'Login', 'Register']);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('lists Compliance for a signed-in user, without Login and Register', async () => {
    useUserStore.setState({ role: 'USER', userId: 'u1' });
    renderHeader();
    const { dialog } = await openMenu();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/dashboard'],
      ['Browse', '/dashboard/courses'],
      ['My Learning', '/dashboard/learning'],
      ['Certificates', '/dashboard/certificates'],
      ['Compliance', '/dashboard/compliance'],
    ]);
  });

  it('closes on Escape, restores scrolling and returns focus to the toggle', async () => {
    renderHeader();
    const { toggle } = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on the close button and on the backdrop', async () => {
    renderHeader();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openMenu();
    fireEvent.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('closes when a link navigates', async () => {
    renderHeader();
    const { dialog } = await openMenu();
    await userEvent.click(within(dialog).getByRole('link', { name: 'My Learning' }));
    expect(screen.getByRole('heading', { name: 'Learning page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps Tab inside the menu', async () => {
    renderHeader();
    const { dialog } = await openMenu();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Register' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });
});
