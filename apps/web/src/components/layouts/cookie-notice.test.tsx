import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice';

const NOTICE_TEXT =
  'This website uses cookies to improve your experience. By continuing, you accept our cookie policy.';

function renderNotice() {
  return render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );
}

describe('CookieNotice', () => {
  it('is shown with the exact text while no consent is stored', () => {
    renderNotice();
    const region = screen.getByRole('region', { name: 'Cookie notice' });
    expect(region.querySelector('p')?.textContent).toBe(NOTICE_TEXT);
    expect(screen.getByRole('link', { name: 'cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('stores "true" and hides when Accept is pressed', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stays hidden when consent is already stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
