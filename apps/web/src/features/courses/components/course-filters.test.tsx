import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COURSE_FILTERS, type CourseFilters as Filters } from '../hooks/use-course-filters';
import { CourseFilters } from './course-filters';

function renderFilters(filters: Filters) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  render(
    <CourseFilters
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      showClear
      jurisdictionOptions={[{ value: 'NY', label: 'New York (NY)' }]}
      practiceAreaOptions={[{ value: 'family', label: 'Family' }]}
    />,
  );
  return { onChange, onClear };
}

describe('CourseFilters: credit category', () => {
  it('offers every credit category by its label', async () => {
    const user = userEvent.setup();
    renderFilters(DEFAULT_COURSE_FILTERS);
    const input = await screen.findByRole('combobox', { name: 'Credit category' });
    expect(screen.getByText('All categories')).toBeTruthy();
    await user.click(input);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'General',
      'Ethics',
      'Elimination of Bias',
      'Technology',
      'Skills',
      'Law Practice Management',
      'Wellness',
    ]);
  });

  it('shows the categories of the URL and adds one', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilters({ ...DEFAULT_COURSE_FILTERS, states: ['NY'], category: ['ETHICS'] });
    await screen.findByRole('combobox', { name: 'Credit category' });
    expect(screen.getByRole('button', { name: 'Remove Ethics' })).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Credit category' }), 'bias');
    await user.click(screen.getByRole('option', { name: 'Elimination of Bias' }));
    expect(onChange).toHaveBeenCalledWith({ category: ['ETHICS', 'ELIMINATION_OF_BIAS'] });
  });

  it('removes a category', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilters({ ...DEFAULT_COURSE_FILTERS, category: ['ETHICS', 'WELLNESS'] });
    await user.click(await screen.findByRole('button', { name: 'Remove Wellness' }));
    expect(onChange).toHaveBeenCalledWith({ category: ['ETHICS'] });
  });

  it('leaves clearing to Clear filters', async () => {
    const user = userEvent.setup();
    const { onClear } = renderFilters({ ...DEFAULT_COURSE_FILTERS, category: ['ETHICS'] });
    await screen.findByRole('combobox', { name: 'Credit category' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
