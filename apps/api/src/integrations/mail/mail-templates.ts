import { escapeHtml } from './escape-html.js';
import type { MailAttachment } from './mailer.js';

export const PRODUCT_NAME = 'Counsel CLE';

/** What a template produces; the caller adds the recipient and the template name to make a MailMessage. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** The parts of the shared layout. Every string is plain text: the layout escapes it. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one call to action: a path inside the app, or an absolute URL on APP_URL's origin. */
  action: { label: string; url: string };
  /** Smaller print under the button (expiry, "ignore this if..."). */
  notes?: string[];
  /** A small link under the notes, e.g. "Stop these reminders" (a path inside the app or an APP_URL link). */
  footerLink?: { label: string; url: string };
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#1d4ed8';

/** An absolute link into the app. Mail never links anywhere else: another origin is a programming error. */
export function appLink(appUrl: string, target: string): string {
  const base = new URL(appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  const url = new URL(target.startsWith('/') ? target.slice(1) : target, base);
  if (url.origin !== base.origin) throw new Error(`Mail links must point into the app (${base.origin}).`);
  return url.toString();
}

/** The opening line: "Hi <name>," with the name on one line, or "Hello," without one. */
export function greeting(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `Hi ${clean},` : 'Hello,';
}

/** The shared layout: product name, heading, paragraphs, one button, a footer linking back to APP_URL. */
export function renderEmail(appUrl: string, content: EmailContent): RenderedEmail {
  const home = appLink(appUrl, '');
  const actionUrl = appLink(appUrl, content.action.url);
  const notes = content.notes ?? [];
  const footerLink = content.footerLink
    ? { label: content.footerLink.label, url: appLink(appUrl, content.footerLink.url) }
    : null;
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const note = (value: string) =>
    `<p style="margin:0 0 8px;font-size:14px;color:${MUTED}">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;${FONT};color:${INK}">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:700">
<a href="${escapeHtml(home)}" style="color:#111827;text-decoration:none">${PRODUCT_NAME}</a>
</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td style="border-radius:6px;background:${BRAND}"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(actionUrl)}" style="color:${BRAND};word-break:break-all">${escapeHtml(actionUrl)}</a></p>
${notes.map(note).join('\n')}
${footerLink ? `<p style="margin:16px 0 0;font-size:13px"><a href="${escapeHtml(footerLink.url)}" style="color:${MUTED}">${escapeHtml(footerLink.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED}">
${PRODUCT_NAME} · continuing legal education online<br>
<a href="${escapeHtml(home)}" style="color:${MUTED}">${escapeHtml(home)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    PRODUCT_NAME,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((value) => [value, '']),
    `${content.action.label}:`,
    actionUrl,
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`, ''] : []),
    '--',
    `${PRODUCT_NAME} · continuing legal education online`,
    home,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
