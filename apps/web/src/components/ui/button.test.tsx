import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function renderWithRoutes(ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={ui} />
        <Route path="/target" element={<h1>Target page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Button', () => {
  it('calls onClick when active', async () => {
    const onClick = vi.fn();
    render(<Button text="Save" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('type', 'button');
  });

  it('shows a spinner while loading and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<Button text="Save" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks when disabled and shows no spinner', async () => {
    const onClick = vi.fn();
    render(<Button text="Delete" variant="danger" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders an internal href as a router link that navigates', async () => {
    renderWithRoutes(<Button href="/target" text="Go" />);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('/target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Target page' })).toBeTruthy();
  });

  it('renders an external href as a plain link', () => {
    render(<Button href="https://example.com/help" text="Help" />);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://example.com/help');
  });

  it('does not navigate when a link button is disabled or loading', async () => {
    const onClick = vi.fn();
    renderWithRoutes(
      <>
        <Button href="/target" text="Go" disabled onClick={onClick} />
        <Button href="/target" text="Wait" loading onClick={onClick} />
      </>,
    );
    for (const name of ['Go', /Wait/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBeNull();
      expect(link.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(link);
    }
    expect(screen.queryByRole('heading', { name: 'Target page' })).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own look', () => {
    const variants = ['primary', 'secondary', 'boarding', 'secondaryBold', 'subscription', 'danger'] as const;
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} text={variant} />
        ))}
      </>,
    );
    const classes = variants.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(classes).size).toBe(variants.length);
    expect(screen.getByRole('button', { name: 'boarding' }).className).toContain('rounded-full');
    expect(screen.getByRole('button', { name: 'subscription' }).className).toContain('text-accent-400');
    expect(screen.getByRole('button', { name: 'danger' }).className).toContain('bg-red-700');
  });
});
