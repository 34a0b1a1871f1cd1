import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseMedia, MediaUpload } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

vi.mock('../../features/staff-media/lib/read-video-duration', () => ({
  readVideoDuration: () => Promise.resolve(12.5),
}));

const COURSE_ID = '44444444-4444-4444-8444-444444444444';
const UPLOAD_ID = '55555555-5555-4555-8555-555555555555';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function media(recording: CourseMedia['recording']): CourseMedia {
  return {
    courseId: COURSE_ID,
    courseTitle: 'Ethics in AI',
    format: 'ON_DEMAND',
    recording,
    latestUpload: null,
    uploadsGoTo: 'LOCAL',
  };
}
const RECORDING = {
  provider: 'LOCAL' as const,
  assetKey: `upload-${UPLOAD_ID}`,
  durationSeconds: 12.5,
  chapters: [],
  captions: [],
  updatedAt: '2026-11-25T09:00:00.000Z',
};
function upload(receivedBytes: number, status: MediaUpload['status'] = 'UPLOADING'): MediaUpload {
  return {
    id: UPLOAD_ID,
    courseId: COURSE_ID,
    provider: 'LOCAL',
    fileName: 'lecture.webm',
    sizeBytes: 10,
    receivedBytes,
    status,
    uploadUrl: status === 'UPLOADING' ? `/api/staff/media-uploads/${UPLOAD_ID}` : null,
    chunkBytes: 4,
    error: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  };
}

describe('the staff console’s Media area', { timeout: 30_000 }, () => {
  it('lists the on-demand courses and their recordings', async () => {
    stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/media': {
          body: {
            courses: [
              {
                courseId: COURSE_ID,
                title: 'Ethics in AI',
                published: false,
                recording: null,
                uploadStatus: null,
              },
              {
                courseId: '66666666-6666-4666-8666-666666666666',
                title: 'Trust accounting',
                published: true,
                recording: { provider: 'MUX', durationSeconds: 3909, captions: 1, chapters: 4 },
                uploadStatus: 'READY',
              },
            ],
          },
        },
      },
    });
    renderApp('/staff/media');
    const table = await screen.findByRole('table', { name: 'On-demand courses and their recordings' });
    const link = await within(table).findByRole('link', { name: 'Ethics in AI' });
    expect(link.getAttribute('href')).toBe(`/staff/media/${COURSE_ID}`);
    expect(within(table).getByText('None yet')).toBeTruthy();
    expect(within(table).getByText('1:05:09 · Mux')).toBeTruthy();
  });

  it('uploads a recording in chunks, goes on from the server’s offset, and shows the captions and chapters once done', async () => {
    let attached = false;
    const puts: string[] = [];
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        [`/api/staff/courses/${COURSE_ID}/media`]: () => ({ body: media(attached ? RECORDING : null) }),
        [`/api/staff/courses/${COURSE_ID}/media-uploads`]: { status: 201, body: upload(0) },
        [`/api/staff/media-uploads/${UPLOAD_ID}`]: (url) => {
          const offset = Number(url.searchParams.get('offset'));
          puts.push(String(offset));
          // The answer to the second chunk was lost: the server already has 8 bytes.
          if (offset === 4 && puts.length === 2) {
            return {
              status: 409,
              body: {
                error: {
                  code: 'UPLOAD_OFFSET_MISMATCH',
                  message: 'Go on at 8.',
                  details: { receivedBytes: 8 },
                },
              },
            };
          }
          const received = Math.min(10, offset + 4);
          if (received === 10) attached = true;
          return { body: upload(received, received === 10 ? 'READY' : 'UPLOADING') };
        },
        [`/api/staff/courses/${COURSE_ID}/chapters`]: { body: { ...RECORDING, chapters: [] } },
      },
    });
    renderApp(`/staff/media/${COURSE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Ethics in AI', level: 1 })).toBeTruthy();
    expect(screen.getByText(/No recording yet/)).toBeTruthy();

    const file = new File([new Uint8Array(10)], 'lecture.webm', { type: 'video/webm' });
    fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
    expect(await screen.findByText('Uploaded: this is now the course’s recording.')).toBeTruthy();
    expect(puts).toEqual(['0', '4', '8']);
    const started = fetchMock.mock.calls.find(
      ([input, init]) => urlOf(input).includes('/media-uploads') && init?.method === 'POST',
    )?.[1]?.body;
    expect(JSON.parse(typeof started === 'string' ? started : '{}')).toEqual({
      fileName: 'lecture.webm',
      contentType: 'video/webm',
      sizeBytes: 10,
      durationSeconds: 12.5,
    });

    expect(await screen.findByRole('heading', { name: 'Captions' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a chapter' }));
    await userEvent.type(screen.getByLabelText('Starts at'), '0:75');
    await userEvent.type(screen.getByLabelText('Title'), 'Introduction');
    await userEvent.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Chapter 1: write its start as m:ss');
  });

  it('refuses a file that is not an MP4 or WebM video before anything is sent', async () => {
    const { calls } = stubIdentity({
      role: 'staff',
      routes: { [`/api/staff/courses/${COURSE_ID}/media`]: { body: media(null) } },
    });
    renderApp(`/staff/media/${COURSE_ID}`);
    const input = await screen.findByLabelText('Video file');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'slides.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Choose an MP4 or WebM video');
    expect(calls().some((url) => url.includes('media-uploads'))).toBe(false);
  });
});
