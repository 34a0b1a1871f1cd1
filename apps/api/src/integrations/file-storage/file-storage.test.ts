import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * A small S3-compatible server (path-style PUT, GET, DELETE of objects, in memory), so the S3 adapter is tested
 * through the real AWS SDK: request signing, addressing, the NoSuchKey error.
 */
function startS3Server(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  authorizations: string[];
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const authorizations: string[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    void (async () => {
      authorizations.push(request.headers.authorization ?? '');
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      if (request.method === 'PUT') {
        objects.set(key, { body: await read(request), type: String(request.headers['content-type']) });
        response.writeHead(200, { ETag: '"etag"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end(
              '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The key does not exist.</Message></Error>',
            );
          return;
        }
        response
          .writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        authorizations,
      }),
    ),
  );
}

let folder = '';
let s3: Awaited<ReturnType<typeof startS3Server>>;
const adapters: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'counsel-files-'));
  s3 = await startS3Server();
  adapters.local = () => new LocalFileStorage(folder);
  adapters.s3 = () =>
    new S3FileStorage({
      bucket: 'certificates',
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret-not-real' },
      prefix: 'counsel/',
    });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await new Promise((resolve) => s3.server.close(resolve));
});

describe.each(['local', 's3'])('%s file storage', (kind) => {
  const storage = () => adapters[kind]?.() as FileStorage;

  it('keeps the bytes under the key and gives them back whole', async () => {
    const body = Buffer.from('%PDF-1.7\n binary \u0000\u00ff bytes');
    await storage().put('external-credits/0b5c9a3e-aaaa-4bbb-8ccc-123456789abc', body, 'application/pdf');
    expect((await storage().get('external-credits/0b5c9a3e-aaaa-4bbb-8ccc-123456789abc'))?.equals(body)).toBe(
      true,
    );
  });

  it('answers null for a key it does not hold, and deletes quietly', async () => {
    expect(await storage().get('external-credits/missing')).toBeNull();
    await storage().put('external-credits/short-lived', Buffer.from('x'), 'text/plain');
    await storage().delete('external-credits/short-lived');
    await storage().delete('external-credits/short-lived');
    expect(await storage().get('external-credits/short-lived')).toBeNull();
  });

  it('refuses a key that could escape its place', async () => {
    for (const key of ['../etc/passwd', 'external-credits/../../x', 'Upper/Case', 'one', '/abs/path']) {
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
    }
  });
});

it('S3: objects go to the bucket under the prefix, signed with the configured key', async () => {
  expect([...s3.objects.keys()]).toContain(
    '/certificates/counsel/external-credits/0b5c9a3e-aaaa-4bbb-8ccc-123456789abc',
  );
  expect(
    s3.objects.get('/certificates/counsel/external-credits/0b5c9a3e-aaaa-4bbb-8ccc-123456789abc')?.type,
  ).toBe('application/pdf');
  expect(s3.authorizations.every((header) => header.includes('Credential=test-key/'))).toBe(true);
});
