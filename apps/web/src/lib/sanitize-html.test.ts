import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps inline formatting and links', () => {
    expect(sanitizeHtml('I accept the <strong>terms</strong> and <a href="/cookie-policy">policy</a>')).toBe(
      'I accept the <strong>terms</strong> and <a href="/cookie-policy">policy</a>',
    );
  });

  it('removes scripts, event handlers, images and javascript: links', () => {
    const dirty =
      '<img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="alert(3)">ok</b><a href="javascript:alert(4)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<b>ok</b><a>x</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img/i);
  });
});
