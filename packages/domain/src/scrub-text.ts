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

/** A stack frame as an error tracker's SDK reports it (Sentry's shape): its local variables may hold anything. */
interface ReportedFrame {
  vars?: unknown;
  filename?: string;
  abs_path?: string;
}

/** An exception as an error tracker's SDK reports it (Sentry's shape). */
export interface ReportedException {
  value?: string;
  mechanism?: { data?: unknown };
  stacktrace?: { frames?: ReportedFrame[] };
}

/**
 * An exception of an error report with only what may leave (the API's and the browser's allow-lists,
 * integrations/error-reporting): its message through scrubText; its mechanism without `data` (what an integration
 * saw, such as the arguments of a wrapped call); its frames without local variables, their file names passed
 * through `fileName` (the browser's are URLs, whose query strings go).
 */
export function scrubException<E extends ReportedException>(
  exception: E,
  fileName: (name: string) => string = (name) => name,
): E {
  const { mechanism, stacktrace, value, ...rest } = exception;
  const scrubbed = {
    ...rest,
    ...(value === undefined ? {} : { value: scrubText(value) }),
    ...(mechanism ? { mechanism: { ...mechanism, data: undefined } } : {}),
    ...(stacktrace
      ? {
          stacktrace: {
            ...stacktrace,
            frames: stacktrace.frames?.map(({ vars: _vars, filename, abs_path, ...frame }) => ({
              ...frame,
              ...(filename === undefined ? {} : { filename: fileName(filename) }),
              ...(abs_path === undefined ? {} : { abs_path: fileName(abs_path) }),
            })),
          },
        }
      : {}),
  };
  // The same kind of object with fields removed or rewritten, none added.
  return scrubbed as unknown as E;
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
