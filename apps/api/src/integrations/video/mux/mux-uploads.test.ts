import { describe, expect, it } from 'vitest';
import { MuxUploadError, MuxUploads } from './mux-uploads.js';

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status });

function muxAnswering(routes: Record<string, Response | (() => Response)>) {
  const seen: { url: string; auth: string | null }[] = [];
  const uploads = new MuxUploads({ tokenId: 'id', tokenSecret: 'secret' }, async (url, init) => {
    const headers = new Headers(init?.headers);
    seen.push({ url, auth: headers.get('authorization') });
    const path = new URL(url).pathname;
    const route = routes[path];
    if (!route) return json({ error: 'not found' }, 404);
    return typeof route === 'function' ? route() : route;
  });
  return { uploads, seen };
}

describe('Mux direct uploads', () => {
  it('authenticates with the API token (basic auth)', async () => {
    const { uploads, seen } = muxAnswering({
      '/video/v1/uploads': json({ data: { id: 'u1', url: 'https://storage.example/u1', status: 'waiting' } }),
    });
    expect(await uploads.create('https://counsel.example')).toEqual({
      id: 'u1',
      url: 'https://storage.example/u1',
    });
    expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
  });

  it('reports a failed upload or asset with Mux’s reason', async () => {
    const errored = muxAnswering({
      '/video/v1/uploads/u1': json({ data: { id: 'u1', status: 'errored', error: { message: 'bad file' } } }),
    });
    expect(await errored.uploads.state('u1')).toEqual({ state: 'failed', reason: 'bad file' });
    const timedOut = muxAnswering({
      '/video/v1/uploads/u1': json({ data: { id: 'u1', status: 'timed_out' } }),
    });
    expect(await timedOut.uploads.state('u1')).toEqual({
      state: 'failed',
      reason: 'the upload was timed out',
    });
    const broken = muxAnswering({
      '/video/v1/uploads/u1': json({ data: { id: 'u1', status: 'asset_created', asset_id: 'a1' } }),
      '/video/v1/assets/a1': json({
        data: { id: 'a1', status: 'errored', errors: { messages: ['no video track'] } },
      }),
    });
    expect(await broken.uploads.state('u1')).toEqual({ state: 'failed', reason: 'no video track' });
    const publicOnly = muxAnswering({
      '/video/v1/uploads/u1': json({ data: { id: 'u1', status: 'asset_created', asset_id: 'a1' } }),
      '/video/v1/assets/a1': json({
        data: { id: 'a1', status: 'ready', duration: 10, playback_ids: [{ id: 'p', policy: 'public' }] },
      }),
    });
    expect(await publicOnly.uploads.state('u1')).toMatchObject({ state: 'failed' });
  });

  it('turns an error answer, an unreadable one or no answer into a MuxUploadError', async () => {
    const down = muxAnswering({ '/video/v1/uploads': json({}, 500) });
    await expect(down.uploads.create('https://counsel.example')).rejects.toBeInstanceOf(MuxUploadError);
    const odd = muxAnswering({ '/video/v1/uploads/u1': json({ data: { status: 'melted' } }) });
    await expect(odd.uploads.state('u1')).rejects.toBeInstanceOf(MuxUploadError);
    const offline = new MuxUploads({ tokenId: 'id', tokenSecret: 'secret' }, () =>
      Promise.reject(new Error('getaddrinfo ENOTFOUND')),
    );
    await expect(offline.state('u1')).rejects.toThrow(/could not be reached/);
  });
});
