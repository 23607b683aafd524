import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { LINGER_BYTES, lingerAfterAnswer } from '../src/lib/lingering-close';

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

interface Outcome {
  /** What the server sent back, as text. */
  response: string;
  /** Body bytes the client had written when the answer came, and after it. */
  sentBefore: number;
  sentAfter: number;
  /** The client's socket error (EPIPE, ECONNRESET), if any. */
  error: string | null;
}

/**
 * A client that does not stop for the answer: it streams a chunked body (64 KB at a time) until the answer
 * arrives, goes on for `after` bytes more whatever the server does (it keeps its side open after the
 * server's FIN, as a client busy writing would), then ends its side and waits for the connection to close.
 */
function stubbornClient(port: number, after: number): Promise<Outcome> {
  const frame = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(64 * 1024, 0x61), Buffer.from('\r\n')]);
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let response = '';
    let sentBefore = -1;
    let sent = 0;
    let error: string | null = null;
    const pump = () => {
      while (!socket.destroyed && (sentBefore < 0 ? sent < 64 * 1024 * 1024 : sent - sentBefore < after)) {
        sent += 64 * 1024;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (sentBefore >= 0 && !socket.destroyed) socket.end();
    };
    socket.on('data', (data) => {
      response += data.toString('latin1');
      if (sentBefore < 0) {
        sentBefore = sent;
        pump();
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ response, sentBefore, sentAfter: sent - Math.max(sentBefore, 0), error }));
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    pump();
  });
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
