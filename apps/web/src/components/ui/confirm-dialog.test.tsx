import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Ada
      </button>
      <ConfirmDialog
        open={open}
        title="Remove Ada?"
        confirmText="Remove"
        confirmVariant="danger"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>The seat becomes free.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog named by its title and described by its text, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ada?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('The seat becomes free.'));
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The seat becomes free.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, cancels on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Remove Ada' });
    await user.click(opener);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('confirms, and does not cancel while the confirmation runs', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<Harness onConfirm={onConfirm} busy />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
