import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config/env.js';
import { sendNotFound } from './error-handler.js';

export function webDistDir(config: AppConfig): string {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/plugins → apps/web/dist, and dist/server.js → apps/web/dist
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0] ?? here;
}

/**
 * Serves the built SPA: hashed assets with a year-long cache, and index.html (never cached) for every other
 * non-API GET so client-side routes work on reload. Unknown /api and /dev paths answer a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = webDistDir(config);
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // /dev/* is reserved for development tools (the mailbox): when they are off it is a real 404, not the app.
    const reserved = ['/api', '/dev'].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!hasWeb || !wantsPage || reserved) {
      sendNotFound(reply);
      return;
    }
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      // A missing asset (an old hashed chunk, a typo) is a real 404, not the app shell.
      sendNotFound(reply, 'No such file.');
      return;
    }
    void reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
