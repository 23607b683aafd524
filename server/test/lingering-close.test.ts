import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { LINGER_BYTES, lingerAfterAnswer } from '../src/lib/lingering-close';
import { streamBody, type StreamedAnswer } from './support/streamed-body';

/*
 * The lingering close on its own, on a plain Node server that answers 413 as soon as a request's headers
 * arrive, before reading any of its body (as the app does for a body too large). The app's own cases
 * (a CV past 5 MB, JSON past 100 KB, a half-open client) are in lead-cv and http-details.
 */

interface Served {
  port: number;
  /** Bytes the server read from each connection, known once that connection has closed. */
  readPerConnection: Promise<number>[];
  close: () => Promise<void>;
}

async function refusingServer(linger: boolean): Promise<Served> {
  const readPerConnection: Promise<number>[] = [];
  const server = http.createServer((req, res) => {
    if (linger) lingerAfterAnswer(req);
    res.writeHead(413, { 'content-type': 'text/plain', 'content-length': 9, connection: 'close' }).end('too large');
  });
  server.on('connection', (socket: Socket) => {
    readPerConnection.push(new Promise((resolve) => socket.on('close', () => resolve(socket.bytesRead))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    readPerConnection,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The client of support/streamed-body.ts, streaming an upload that goes on for `after` bytes after the answer. */
function stubbornClient(port: number, after: number): Promise<StreamedAnswer> {
  return streamBody({ port, path: '/upload', contentType: 'application/octet-stream', start: '', thenSend: after });
}

describe('lingering close: an answer sent before the body has arrived', () => {
  it('reaches a client that goes on sending, and the rest of its body is read and dropped', async () => {
    const served = await refusingServer(true);
    try {
      const out = await stubbornClient(served.port, 1024 * 1024);
      expect(out.response).toMatch(/^HTTP\/1\.1 413 /);
      expect(out.response).toMatch(/\r\nconnection: close\r\n/i);
      expect(out.response.endsWith('too large')).toBe(true);
      expect(out.sentAfter).toBe(1024 * 1024);
      expect(out.error).toBeNull();
      const [read] = await Promise.all(served.readPerConnection);
      expect(read).toBeGreaterThan(out.sentBefore + 1024 * 1024);
    } finally {
      await served.close();
    }
  });

  it(`stops reading a client that sends more than ${LINGER_BYTES / 1024 / 1024} MB after the answer, and closes its connection`, async () => {
    const served = await refusingServer(true);
    try {
      const out = await stubbornClient(served.port, 64 * 1024 * 1024);
      expect(out.response).toMatch(/^HTTP\/1\.1 413 /);
      // The server reset the connection with the client's bytes unread: the client could not send them all.
      expect(out.error).not.toBeNull();
      expect(out.sentAfter).toBeLessThan(64 * 1024 * 1024);
      const [read] = await Promise.all(served.readPerConnection);
      expect(read).toBeGreaterThan(LINGER_BYTES);
      expect(read).toBeLessThan(out.sentBefore + LINGER_BYTES + 4 * 1024 * 1024);
    } finally {
      await served.close();
    }
  });
});
