import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * Sends a request over a real socket with the request target exactly as written (`app.inject` and `fetch`
 * normalise dot segments and fragments away, so they cannot show what a raw client reaches). The app must listen.
 */
export function rawRequest(
  app: FastifyInstance,
  options: { method: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawResponse> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}
