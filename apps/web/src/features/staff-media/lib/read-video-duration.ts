/**
 * The length of a video file in seconds, read by the browser from the file's metadata (no upload needed); rejects
 * when the browser cannot read the file as a video.
 */
export function readVideoDuration(file: Blob, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (finish: () => void) => {
      window.clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      finish();
    };
    const timer = window.setTimeout(
      () => done(() => reject(new Error('The video took too long to open.'))),
      timeoutMs,
    );
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      done(() =>
        Number.isFinite(video.duration) && video.duration > 0
          ? resolve(video.duration)
          : reject(new Error('The video has no readable length.')),
      );
    video.onerror = () => done(() => reject(new Error('This browser cannot read the file as a video.')));
    video.src = url;
  });
}
