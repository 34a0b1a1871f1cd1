import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { handleMenuKeys } from '../../../lib/menu-keys';

export interface PlayerMenuOption<T> {
  value: T;
  label: string;
}

export interface PlayerMenuProps<T> {
  /** The button's accessible name (it includes the visible text, e.g. "Playback speed 1×"). */
  buttonLabel: string;
  /** What the button shows: the current choice or an icon. */
  buttonContent: ReactNode;
  /** The menu's name ("Playback speed"). */
  menuLabel: string;
  options: PlayerMenuOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

const itemClass =
  'flex w-full items-center gap-2 px-3 py-1.5 text-left text-sm text-white hover:bg-slate-700 focus:bg-slate-700 cursor-pointer';

/**
 * A menu button of the player's controls (ARIA menu button with radio items), opening upwards: arrow keys, Home and
 * End move between choices, Enter or Space picks one, Escape closes and returns to the button, Tab or a click
 * outside closes.
 */
export function PlayerMenu<T extends string | number>({
  buttonLabel,
  buttonContent,
  menuLabel,
  options,
  value,
  onChange,
}: PlayerMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const entries = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
    );
    (entries.find((entry) => entry.getAttribute('aria-checked') === 'true') ?? entries[0])?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // The player's own keys (space, arrows) must not act while the menu has focus.
    event.stopPropagation();
    handleMenuKeys(event, items(), close);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {buttonContent}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 bottom-full z-30 mb-2 min-w-36 overflow-hidden rounded-md bg-slate-800 py-1 shadow-lg ring-1 ring-white/20"
        >
          {options.map((option) => (
            <li key={String(option.value)} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.value === value}
                tabIndex={-1}
                onClick={() => {
                  onChange(option.value);
                  close(true);
                }}
                className={itemClass}
              >
                <span aria-hidden="true" className="w-3 text-accent-400">
                  {option.value === value ? '✓' : ''}
                </span>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
