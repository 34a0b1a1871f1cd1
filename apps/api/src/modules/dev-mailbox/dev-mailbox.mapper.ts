import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type {
  OutboxMessageRow,
  OutboxMessageSummary,
} from '../../integrations/mail/mail-outbox.repository.js';

/**
 * Server-rendered pages of the development mailbox. No script anywhere (the app's CSP allows none inline);
 * styles are inline, which the CSP allows. Every stored value is escaped.
 */
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #1f2933; }
  main { max-width: 1040px; margin: 0 auto; padding: 32px 20px 48px; }
  h1 { font-size: 1.6rem; margin: 0 0 4px; }
  h2 { font-size: 1.15rem; margin: 28px 0 12px; }
  p.lead { margin: 0 0 20px; color: #52606d; }
  a { color: #1d4ed8; }
  a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .notice { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 6px; padding: 10px 14px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e5e7eb; }
  caption { text-align: left; padding: 0 0 8px; color: #52606d; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f9fafb; font-size: .85rem; text-transform: uppercase; letter-spacing: .03em; }
  td.nowrap { white-space: nowrap; }
  code { font-size: .9em; background: #e5e7eb; border-radius: 4px; padding: 1px 5px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 16px 0 0; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 640px; border: 1px solid #e5e7eb; border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #e5e7eb;
        border-radius: 6px; padding: 16px; font-size: .9rem; line-height: 1.5; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Counsel CLE mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function timestamp(value: Date): string {
  const iso = value.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')} UTC</time>`;
}

const SMTP_NOTICE =
  '<p class="notice">SMTP_URL is set: new messages go to the SMTP server and do not appear here.</p>';

/** GET /dev/mailbox: every stored message, newest first. */
export function toMailboxPage(
  rows: OutboxMessageSummary[],
  options: { smtpActive: boolean; limit: number },
): string {
  const lines = rows.map(
    (row) => `<tr>
<td class="nowrap">${timestamp(row.createdAt)}</td>
<td>${escapeHtml(row.toAddress)}</td>
<td><a href="/dev/mailbox/${escapeHtml(row.id)}">${escapeHtml(row.subject || '(no subject)')}</a></td>
<td><code>${escapeHtml(row.template)}</code></td>
</tr>`,
  );
  const caption =
    rows.length === options.limit
      ? `The latest ${options.limit} messages`
      : `${rows.length} message${rows.length === 1 ? '' : 's'}`;
  const table =
    rows.length === 0
      ? '<p>No messages yet. E-mails the app sends (verification, password reset, ...) appear here.</p>'
      : `<table>
<caption>${caption}, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>
<p class="lead">E-mails written to the outbox instead of being sent (development only). <a href="/dev/mailbox">Refresh</a></p>
${options.smtpActive ? SMTP_NOTICE : ''}
${table}`,
  );
}

/** The HTML part as sent, with links opening in the whole window instead of inside the frame. */
function framedHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + base)
    : base + html;
}

/** The text part, escaped, with its web addresses made clickable. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** GET /dev/mailbox/:messageId: the message's headers, its HTML part in a sandboxed frame and its text part. */
export function toMessagePage(row: OutboxMessageRow): string {
  return page(
    row.subject || '(no subject)',
    `<p><a href="/dev/mailbox">← All messages</a></p>
<h1>${escapeHtml(row.subject || '(no subject)')}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd>
<dt>Time</dt><dd>${timestamp(row.createdAt)}</dd>
<dt>Template</dt><dd><code>${escapeHtml(row.template)}</code></dd>
<dt>Id</dt><dd><code>${escapeHtml(row.id)}</code></dd>
</dl>
<h2>HTML part</h2>
<iframe title="HTML part of the message" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(framedHtml(row.html))}"></iframe>
<h2>Text part</h2>
<pre>${linkedText(row.text)}</pre>${attachmentList(row)}`,
  );
}

/** The message's attachments (a live session's invite.ics), each a download. */
function attachmentList(row: OutboxMessageRow): string {
  if (row.attachments.length === 0) return '';
  const items = row.attachments.map(
    (attachment, index) =>
      `<li><a href="/dev/mailbox/${escapeHtml(row.id)}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${Buffer.byteLength(attachment.content)} bytes)</li>`,
  );
  return `\n<h2>Attachments</h2>\n<ul>\n${items.join('\n')}\n</ul>`;
}
