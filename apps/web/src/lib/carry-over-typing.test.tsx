import { act, fireEvent } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseSearch } from '../features/courses/components/course-search';
import { captureTypedFields, restoreTypedFields } from './carry-over-typing';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** A page as the server sent it: the search box's HTML (rendered once, then only its markup kept), not the app. */
function serverRenderedSearch(extraHtml = ''): HTMLElement {
  const scratch = document.createElement('div');
  const scratchRoot = createRoot(scratch);
  act(() => scratchRoot.render(<CourseSearch value="" onSearch={() => undefined} />));
  const html = scratch.innerHTML;
  act(() => scratchRoot.unmount());
  container = document.createElement('div');
  container.innerHTML = html + extraHtml;
  document.body.append(container);
  return container;
}

/** What a visitor does in a field before the app is there: the browser changes the value, nothing listens. */
function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
}

function renderAppOver(page: HTMLElement, onSearch: (query: string, immediate: boolean) => void) {
  const typed = captureTypedFields(page);
  root = createRoot(page);
  act(() => root?.render(<CourseSearch value="" onSearch={onSearch} />));
  act(() => restoreTypedFields(page, typed));
}

function searchBox(page: HTMLElement): HTMLInputElement {
  const box = page.querySelector<HTMLInputElement>('input[name="q"]');
  if (!box) throw new Error('no search box');
  return box;
}

describe('carrying what a visitor typed into a server-rendered page over to the app', () => {
  it('a search typed before the app took over is the one Enter runs, with the caret where it was', () => {
    const page = serverRenderedSearch();
    typeInto(searchBox(page), 'Ethics of Legal AI');
    searchBox(page).setSelectionRange(6, 6);
    const onSearch = vi.fn();
    renderAppOver(page, onSearch);

    const box = searchBox(page);
    expect(box.value).toBe('Ethics of Legal AI');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([6, 6]);
    act(() => {
      fireEvent.submit(box.form as HTMLFormElement);
    });
    expect(onSearch).toHaveBeenCalledWith('Ethics of Legal AI', true);
  });

  it('without it the app would have forgotten the search (what the carry-over fixes)', () => {
    const page = serverRenderedSearch();
    typeInto(searchBox(page), 'Ethics of Legal AI');
    const onSearch = vi.fn();
    root = createRoot(page);
    act(() => root?.render(<CourseSearch value="" onSearch={onSearch} />));
    act(() => {
      fireEvent.submit(searchBox(page).form as HTMLFormElement);
    });
    expect(onSearch).not.toHaveBeenCalledWith('Ethics of Legal AI', true);
  });

  it('leaves fields as served, passwords, unnamed and ambiguous fields alone', () => {
    const page = serverRenderedSearch(
      '<input type="password" name="password"><input type="text" aria-label="unnamed">' +
        '<input type="text" name="twice"><input type="text" name="twice">',
    );
    for (const field of page.querySelectorAll<HTMLInputElement>('input:not([name="q"])')) {
      field.value = 'typed';
    }
    expect(captureTypedFields(page)).toEqual([]);
  });

  it('does nothing when the page the app renders has no such field', () => {
    const page = serverRenderedSearch();
    typeInto(searchBox(page), 'Trusts');
    const typed = captureTypedFields(page);
    page.innerHTML = '<p>Another page</p>';
    expect(() => {
      restoreTypedFields(page, typed);
    }).not.toThrow();
  });
});
