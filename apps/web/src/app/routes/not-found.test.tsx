import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as NotFound } from './not-found';

describe('Not found page', () => {
  it('says so and links to Browse and Home', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/dashboard');
  });
});
