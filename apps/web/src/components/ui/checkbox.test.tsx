import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      id="terms"
      label="I accept the <strong>terms</strong>"
      checked={checked}
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('renders markup in the label', () => {
    render(
      <Checkbox id="terms" label="I accept the <strong>terms</strong>" checked={false} onChange={vi.fn()} />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeTruthy();
    expect(screen.getByText('terms').tagName).toBe('STRONG');
  });

  it('strips scripts and event handlers from the label', () => {
    const { container } = render(
      <Checkbox
        id="x"
        label={'<img src=x onerror="window.hacked=true">Safe <script>window.hacked=true</script>label'}
        checked={false}
        onChange={vi.fn()}
      />,
    );
    const label = container.querySelector('label');
    expect(label?.innerHTML).toBe('Safe label');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect('hacked' in window).toBe(false);
  });

  it('reports true then false when toggled', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('I accept the', { exact: false }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(checkbox).toHaveProperty('checked', false);
  });
});
