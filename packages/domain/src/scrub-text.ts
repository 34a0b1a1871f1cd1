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
