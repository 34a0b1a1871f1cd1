import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FirmsSection } from './firms-section';
import { LandingHero } from './landing-hero';
import { PlanComparison } from './plan-comparison';

/** Live webinars and firm administration are not released yet: wherever the landing page promises them, it says so. */
function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingHero />
      <FirmsSection />
      <PlanComparison />
    </MemoryRouter>,
  );
}

const item = (text: string) => {
  const element = screen.getByText(text, { exact: false, selector: 'li, li > span, h3' });
  return element.closest('li')?.textContent ?? '';
};

describe('the landing page promises', () => {
  it('marks live webinars and firm administration "Coming soon"', () => {
    renderLanding();
    expect(item('live webinars with the speakers')).toMatch(/Coming soon$/);
    expect(item('Live webinars with questions to the speakers')).toMatch(/Coming soon$/);
    expect(item('Invite, re-invite and revoke lawyers')).toMatch(/Coming soon$/);
    expect(item('One administrator manages the firm')).toMatch(/Coming soon$/);
    expect(screen.getByRole('heading', { name: 'Invite lawyers in minutes Coming soon' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Firm-wide compliance Coming soon' })).toBeTruthy();
    expect(screen.getByText(/live webinars with time for questions are coming soon/)).toBeTruthy();
  });

  it('leaves what exists today unmarked', () => {
    renderLanding();
    expect(item('Unlimited access to every on-demand course')).not.toMatch(/Coming soon/);
    expect(item('Choose the number of seats your firm needs')).not.toMatch(/Coming soon/);
    expect(item('Certificates your state bar accepts')).not.toMatch(/Coming soon/);
    expect(screen.getByRole('heading', { name: 'Seats for the whole firm' })).toBeTruthy();
    expect(screen.queryByText(/every on-demand and live course/)).toBeNull();
  });
});
