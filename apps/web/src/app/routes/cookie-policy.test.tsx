import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieNotice } from '../../components/layouts/cookie-notice';
import { Component as CookiePolicy } from './cookie-policy';

describe('Cookie policy page', () => {
  it('lists what the app stores', () => {
    render(<CookiePolicy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy();
    for (const key of ['cookieConsent', 'counsel-user', 'counsel-promo', 'counsel-scroll']) {
      expect(screen.getByRole('heading', { level: 3, name: key })).toBeTruthy();
    }
  });

  it('withdraws consent, which brings the cookie notice back', async () => {
    localStorage.setItem('cookieConsent', 'true');
    render(
      <MemoryRouter>
        <CookiePolicy />
        <CookieNotice />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw cookie consent' }));
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your consent has been withdrawn.');
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw cookie consent' })).toHaveProperty('disabled', true);
  });
});
