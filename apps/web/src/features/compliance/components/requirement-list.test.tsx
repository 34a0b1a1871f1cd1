import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeRequirement } from '../../../app/testing/compliance-stub';
import { RequirementList } from './requirement-list';

function renderList() {
  return render(
    <MemoryRouter>
      <RequirementList
        jurisdictionName="California"
        browse={{ jurisdictionCode: 'CA', creditType: 'CLE' }}
        requirements={[
          makeRequirement({
            id: 'ethics',
            label: 'Legal Ethics',
            required: 4,
            earned: 4,
            browseCategory: 'ETHICS',
          }),
          makeRequirement({
            id: 'competence',
            label: 'Competence Issues',
            required: 2,
            earned: 0.5,
            browseCategory: 'WELLNESS',
          }),
          makeRequirement({
            id: 'prevention',
            label: 'Prevention and detection',
            parentId: 'competence',
            required: 1,
            earned: 0,
            browseCategory: null,
            unconfirmedNote: 'Whether this minimum applies before 2025 is not confirmed.',
          }),
        ]}
      />
    </MemoryRouter>,
  );
}

describe('RequirementList', () => {
  it('nests an "of which" minimum under its parent, each with its bar and gap', () => {
    renderList();
    const topLevel = screen.getByRole('list', { name: 'Requirements' });
    expect(topLevel.children).toHaveLength(2);
    const list = within(topLevel);

    const nested = within(list.getByRole('list', { name: 'Within Competence Issues' }));
    const child = nested.getByRole('progressbar', { name: 'Prevention and detection' });
    expect(child.getAttribute('aria-valuetext')).toBe('0 of 1 hour');
    expect(nested.getByText('1 hour missing')).toBeTruthy();
    expect(nested.getByText(/Whether this minimum applies before 2025 is not confirmed\./)).toBeTruthy();
    expect(
      nested
        .getByRole('link', { name: 'Find courses that fill this gap: Prevention and detection, California' })
        .getAttribute('href'),
    ).toBe('/dashboard/courses?type=CLE&states=CA');

    expect(list.getByText('1.5 hours missing')).toBeTruthy();
    expect(list.getByText('0.5 of 2 h')).toBeTruthy();
    expect(
      list
        .getByRole('link', { name: 'Find courses that fill this gap: Competence Issues, California' })
        .getAttribute('href'),
    ).toBe('/dashboard/courses?type=CLE&states=CA&category=WELLNESS');
    // A met requirement says so in words, not only in colour.
    expect(list.getByText('Met')).toBeTruthy();
    expect(list.getByRole('progressbar', { name: 'Legal Ethics' }).getAttribute('aria-valuenow')).toBe('4');
  });
});
