import { ZOOM_MEETING_PAGE, type MeetingMessage } from '../lib/zoom-meeting-link';
import { initOptions, joinOptions, leftPageUrl, readMeetingPage, sdkScripts } from './launch';

/*
 * zoom-meeting.html: Zoom's Client View from our origin (ADR 015). It loads the SDK's own React 18.2 stack and the
 * Client View script from /zoom-sdk/<version>/ (copied from the npm package at build), points the SDK's WebAssembly
 * and workers there too, and joins with the launch parameters. It tells the live room that embeds it when the
 * lawyer joined, left or could not join.
 */

interface ZoomCallbacks {
  success?: (result: unknown) => void;
  error?: (error: unknown) => void;
}

interface ZoomMtgGlobal {
  setZoomJSLib(path: string, dir: string): void;
  preLoadWasm(): void;
  prepareWebSDK(): void;
  init(options: Record<string, unknown> & ZoomCallbacks): void;
  join(options: Record<string, unknown> & ZoomCallbacks): void;
}

declare global {
  interface Window {
    ZoomMtg?: ZoomMtgGlobal;
  }
}

function tell(message: MeetingMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

function show(heading: string, text: string): void {
  const main = document.getElementById('meeting-status');
  if (!main) return;
  main.replaceChildren();
  const title = document.createElement('h1');
  title.textContent = heading;
  const body = document.createElement('p');
  body.textContent = text;
  main.append(title, body);
}

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { reason, errorMessage, message } = error as Record<string, unknown>;
    for (const value of [reason, errorMessage, message]) if (typeof value === 'string' && value) return value;
  }
  return 'Zoom could not be reached.';
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
}

function fail(error: unknown): void {
  document.getElementById('meeting-status')?.removeAttribute('hidden');
  const message = describe(error);
  show(
    'You could not join the Zoom session',
    `${message} Close this view and try Join again from the course page.`,
  );
  tell({ type: 'counsel-zoom', event: 'error', message });
}

async function start(): Promise<void> {
  const page = readMeetingPage(new URLSearchParams(window.location.search));
  if (page.kind === 'left') {
    tell({ type: 'counsel-zoom', event: 'left', leaveUrl: page.leaveUrl });
    if (window.parent === window) window.location.replace(page.leaveUrl);
    show('You left the Zoom session', 'Going back to the course…');
    return;
  }
  if (page.kind === 'invalid') {
    show('This Zoom link is not valid', 'Open the live session again from its course page.');
    return;
  }
  const { launch } = page;
  for (const src of sdkScripts(__ZOOM_SDK_BASE__, __ZOOM_SDK_SCRIPT__)) await loadScript(src);
  const zoom = window.ZoomMtg;
  if (!zoom) throw new Error('the Zoom Meeting SDK did not start');
  zoom.setZoomJSLib(`${__ZOOM_SDK_BASE__}/lib`, '/av');
  zoom.preLoadWasm();
  zoom.prepareWebSDK();
  zoom.init({
    ...initOptions(
      leftPageUrl(window.location.origin, ZOOM_MEETING_PAGE, launch.leaveUrl),
      window.crossOriginIsolated,
    ),
    success: () => {
      // The Client View draws the meeting over the whole page (#zmmtg-root); the status text steps aside.
      document.getElementById('meeting-status')?.setAttribute('hidden', '');
      zoom.join({
        ...joinOptions(launch),
        success: () => {
          tell({ type: 'counsel-zoom', event: 'joined' });
        },
        error: fail,
      });
    },
    error: fail,
  });
}

start().catch(fail);
