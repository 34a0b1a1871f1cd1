/**
 * PUTs the whole file to a Mux direct upload URL, reporting the bytes sent (XMLHttpRequest: fetch has no upload
 * progress). Rejects when the upload fails or is aborted.
 */
export function sendToMux(
  url: string,
  file: Blob,
  signal: AbortSignal,
  onProgress: (sentBytes: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Mux refused the file (${request.status}).`));
    request.onerror = () => reject(new Error('The connection to Mux dropped.'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
