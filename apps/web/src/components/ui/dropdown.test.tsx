import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

const OPTIONS = [
  { value: 'divorce', label: 'Divorce' },
  { value: 'adoption', label: 'Adoption' },
  { value: 'banking', label: 'Banking' },
];

describe('Dropdown', () => {
  it('is named by its visible label', () => {
    render(<Dropdown id="area" label="Practice area" options={OPTIONS} value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Practice area' })).toBeTruthy();
    expect(screen.getByText('Select...')).toBeTruthy();
  });

  it('finds options ignoring case and accents, and picks one', async () => {
    const onChange = vi.fn();
    render(<Dropdown id="area" label="Practice area" options={OPTIONS} value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Practice area' }), 'divorcé');
    expect(screen.getByRole('option', { name: 'Divorce' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Adoption' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Divorce' }));
    expect(onChange).toHaveBeenCalledWith('divorce');
  });

  it('says "No options" when nothing matches', async () => {
    render(<Dropdown id="area" label="Practice area" options={OPTIONS} value={null} onChange={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Practice area' }), 'aviation');
    expect(screen.getByText('No options')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says "Loading..." while options load', async () => {
    render(
      <Dropdown id="area" label="Practice area" options={[]} value={null} onChange={vi.fn()} isLoading />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Practice area' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('is clearable by default', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Dropdown id="area" label="Practice area" options={OPTIONS} value="banking" onChange={onChange} />,
    );
    expect(screen.getByText('Banking')).toBeTruthy();
    expect(container.querySelector('.counsel-select__clear-indicator')).not.toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Practice area' }));
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('can be made not clearable', () => {
    const { container } = render(
      <Dropdown
        id="area"
        label="Practice area"
        options={OPTIONS}
        value="banking"
        onChange={vi.fn()}
        isClearable={false}
      />,
    );
    expect(container.querySelector('.counsel-select__clear-indicator')).toBeNull();
  });

  it('selects several values when isMulti', async () => {
    const onChange = vi.fn();
    render(
      <Dropdown
        id="states"
        label="States"
        options={OPTIONS}
        value={['adoption']}
        onChange={onChange}
        isMulti
      />,
    );
    expect(screen.getByText('Adoption')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'States' }), 'bank');
    await userEvent.click(screen.getByRole('option', { name: 'Banking' }));
    expect(onChange).toHaveBeenCalledWith(['adoption', 'banking']);
  });
});
