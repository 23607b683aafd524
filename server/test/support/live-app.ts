import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helper';
import { fakeBuild } from './fake-build';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LiveApp {
  /** The app (set in beforeAll). */
  readonly t: TestApp;
  /** The port it listens on, on 127.0.0.1. */
  readonly port: number;
  /** Its request log, one JSON line each. */
  readonly lines: string[];
  /** A real request over a socket: inject would bypass the HTTP server and its parser. */
  request: (path: string, headers?: Record<string, string>, method?: string, body?: string) => Promise<HttpAnswer>;
  /** A GET over a socket. */
  get: (path: string, headers?: Record<string, string>) => Promise<HttpAnswer>;
}

/**
 * A test app serving a fake build behind a trusted proxy, listening on a real port with its request
 * log kept, for one describe block (built in beforeAll, closed in afterAll): what the cached-answer and
 * HTTP-detail suites send real requests to.
 */
export function liveApp(): LiveApp {
  let app: TestApp | null = null;
  let port = 0;
  const lines: string[] = [];
  const build = fakeBuild();

  const request = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end(body);
    });

  beforeAll(async () => {
    app = await buildTestApp(
      { PUBLIC_DIR: build, TRUST_PROXY: 'true' },
      { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    );
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  return {
    get t() {
      if (!app) throw new Error('the app is built in beforeAll: use it inside a test');
      return app;
    },
    get port() {
      return port;
    },
    lines,
    request,
    get: (path, headers = {}) => request(path, headers),
  };
}
