/** How long the object URL lives after the click: a browser may read it after the click handler returns. */
export const OBJECT_URL_LIFETIME_MS = 1_000;

/**
 * Saves a file the API client fetched (with the bearer token a plain link cannot send) under `fileName`: an object
 * URL, a hidden link clicked once, the URL revoked a moment later.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
