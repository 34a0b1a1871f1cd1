import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE, type TextPath } from '@counsel/contracts';
import { AppError } from '../errors/app-error.js';

/** A percent-encoded NUL (`%00`) or a raw one anywhere in the request line. */
const ENCODED_NUL = /%00/i;
/** Enough of a path to find the field; a body nested thousands deep does not get a thousand-segment pointer. */
const MAX_POINTER_SEGMENTS = 16;

type Part = 'url' | 'params' | 'querystring' | 'body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is a file's bytes (a certificate upload), not text: the text rule does not read it. */
    binaryBody?: boolean;
  }
}

function pointer(path: TextPath): string {
  const shown = path.slice(0, MAX_POINTER_SEGMENTS).map((segment) =>
    String(segment)
      .replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .slice(0, 100),
  );
  return (shown.length > 0 ? `/${shown.join('/')}` : '') + (path.length > shown.length ? '/…' : '');
}

function refuse(part: Part, path: TextPath): AppError {
  return new AppError('VALIDATION_FAILED', `The request ${part} is not valid.`, [
    { in: part, path: pointer(path), message: UNSAFE_TEXT_MESSAGE },
  ]);
}

/**
 * A raw body (the payment webhook reads bytes to check their signature) is checked as the text it decodes to and,
 * when it is JSON, as the values it parses to: `\u0000` written as an escape is refused by PostgreSQL's jsonb too.
 */
function checkRawBody(body: Buffer): AppError | null {
  const text = body.toString('utf8');
  const inText = findUnsafeText(text);
  if (inText) return refuse('body', inText.path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON: the route's own parsing refuses it
  }
  const inJson = findUnsafeText(parsed);
  return inJson ? refuse('body', inJson.path) : null;
}

function checkParsed(request: FastifyRequest): AppError | null {
  const parts: [Part, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
  ];
  for (const [part, value] of parts) {
    const found = findUnsafeText(value);
    if (found) return refuse(part, found.path);
  }
  if (Buffer.isBuffer(request.body)) {
    return request.routeOptions.config.binaryBody ? null : checkRawBody(request.body);
  }
  const inBody = findUnsafeText(request.body);
  return inBody ? refuse('body', inBody.path) : null;
}

/**
 * The text rule (docs/engineering-rules.md#safe-text), applied once for every route (ours, better-auth's /api/identity/*, the webhook,
 * plugin pages): no NUL character and no lone surrogate in the URL, the path parameters, the query or the body,
 * however nested. A refusal is 400 VALIDATION_FAILED before any handler runs, so nothing is changed. The rule
 * itself lives in @counsel/contracts (`findUnsafeText`, `safeText`) for forms to share.
 */
export function registerSafeText(app: FastifyInstance): void {
  // The raw request line first: a percent-encoded NUL is refused even where no route matches.
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\0')) throw refuse('url', []);
  });
  // Then the decoded values, once the body is parsed and before the schemas see them.
  app.addHook('preValidation', async (request) => {
    const refusal = checkParsed(request);
    if (refusal) throw refusal;
  });
}
