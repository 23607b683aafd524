import http from 'node:http';

export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of the body sent when the answer came. */
  sentBefore: number;
  connection: string | undefined;
  /** The client's socket error after the answer (EPIPE, ECONNRESET), if any. */
  error: Error | null;
}

/**
 * A client that sends `start`, then a body that goes on and on (64 KB at a time, up to 64 MB, chunked,
 * without a Content-Length), and stops when the answer comes. Then, as a client that has not yet noticed
 * the answer would, it sends `thenSend` bytes more and ends its body (Node's client stops writing once the
 * server's side has ended, so how much of that leaves is not known here; lingering-close.test.ts has a
 * client that goes on sending after it). Rejects if the connection fails
 * before an answer arrives.
 */
export async function streamBody(options: {
  port: number;
  path: string;
  contentType: string;
  start: string;
  thenSend: number;
}): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const limit = 64 * 1024 * 1024;
  let written = 0;
  let answered = false;
  let error: Error | null = null;
  const req = http.request({
    host: '127.0.0.1',
    port: options.port,
    method: 'POST',
    path: options.path,
    headers: { 'content-type': options.contentType, 'transfer-encoding': 'chunked' },
  });
  const closed = new Promise<void>((resolve) => req.on('close', resolve));
  const answer = new Promise<Omit<StreamedAnswer, 'error'>>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const sentBefore = written;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBefore, connection: res.headers.connection }));
    });
    req.on('error', (err) => {
      error = err;
      reject(err);
    });
  });
  const pump = () => {
    while (!answered && written < limit) {
      written += chunk.length;
      if (!req.write(chunk)) {
        req.once('drain', pump);
        return;
      }
    }
  };
  req.write(options.start);
  pump();
  try {
    const got = await answer;
    for (let sent = 0; sent < options.thenSend; sent += chunk.length) req.write(chunk);
    req.end();
    await closed;
    return { ...got, error };
  } finally {
    req.destroy();
  }
}
