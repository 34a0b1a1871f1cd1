import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAuthTokenGetter } from '../../../lib/api-client';
import { downloadCertificate } from './download-certificate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const certificate = {
  certificateNumber: 'CCLE-2026-ABCDEFGH',
  downloadPath: '/api/certificates/CCLE-2026-ABCDEFGH/pdf',
};

describe('downloading a certificate', () => {
  it('after a 401 (the session renewed its token) fetches the token anew once and saves the PDF', async () => {
    const unregister = registerAuthTokenGetter((options) =>
      Promise.resolve(options?.forceRefresh ? 'renewed' : 'revoked'),
    );
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      const headers = init?.headers as Record<string, string> | undefined;
      return Promise.resolve(
        headers?.Authorization === 'Bearer renewed'
          ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 })
          : new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } }), {
              status: 401,
              headers: { 'Content-Type': 'application/json' },
            }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await downloadCertificate(certificate);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Accept: 'application/pdf' });
    expect(clicked).toEqual(['certificate-CCLE-2026-ABCDEFGH.pdf']);
    unregister();
  });
});
