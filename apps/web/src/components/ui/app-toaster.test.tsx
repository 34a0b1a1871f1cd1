import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';

beforeEach(() => {
  // react-hot-toast asks whether the reader prefers reduced motion; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('AppToaster', () => {
  it('marks each toast app-toast, the class index.css stills for readers who prefer reduced motion', async () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Jurisdiction added');
    });
    const message = await screen.findByRole('status');
    expect(message.textContent).toBe('Jurisdiction added');
    expect(message.closest('.app-toast')).not.toBeNull();
  });
});
