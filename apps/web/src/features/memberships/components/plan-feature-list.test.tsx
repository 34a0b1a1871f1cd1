import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanFeatureList } from './plan-feature-list';

describe('PlanFeatureList', () => {
  it('says "Coming soon" beside an included feature that is not released yet, and nowhere else', () => {
    render(
      <PlanFeatureList
        features={[
          { text: 'Unlimited on-demand courses in every practice area', included: true, comingSoon: false },
          { text: 'Live webinars with questions to the speakers', included: true, comingSoon: true },
          { text: 'Certificates accepted by state bars', included: true },
          {
            text: 'Firm administration: invite, re-invite and revoke lawyers',
            included: false,
            comingSoon: true,
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Included: Unlimited on-demand courses in every practice area',
      'Included: Live webinars with questions to the speakers Coming soon',
      'Included: Certificates accepted by state bars',
      'Not included: Firm administration: invite, re-invite and revoke lawyers',
    ]);
    expect(within(items[1] as HTMLElement).getByText('Coming soon')).toBeTruthy();
    expect(screen.getAllByText('Coming soon')).toHaveLength(1);
  });
});
