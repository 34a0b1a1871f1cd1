/** An e-mail address anywhere in a text (an error message may quote one: a unique violation, a mail failure). */
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
/** The query string and fragment of any URL or path in a text (invitation and reset links carry tokens there). */
const URL_QUERY = /(\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/**
 * A text as an error report may carry it (the API's and the browser's, integrations/error-reporting): its e-mail
 * addresses replaced and the query strings and fragments of its URLs cut off.
 */
export function scrubText(text: string): string {
  return text.replace(URL_QUERY, '$1').replace(EMAIL, '[email]');
}

/** What a credential reads as in a log line or a trace. */
export const REDACTED = '[REDACTED]';

/** Query parameters whose value is a credential: a link's one-time token, an OAuth code, a signature. */
const SECRET_PARAMETER = /token|code|secret|signature|password|key|sig/i;
/** Paths whose last segment is a credential: the private calendar feed. */
const SECRET_PATH = /^(\/api\/live\/calendar\/)[^/?#]+/;

/**
 * A URL as the API's log lines and traces may carry it (docs/operations.md#logs): the values of query parameters
 * that are credentials and the calendar feed's token replaced by REDACTED.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
