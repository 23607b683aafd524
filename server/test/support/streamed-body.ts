import net from 'node:net';

export interface StreamedAnswer {
  status: number;
  /** The answer's body, as text (its Content-Length bytes). */
  body: string;
  /** The answer's Connection header, if any. */
  connection: string | undefined;
  /** Everything the server sent back, as text. */
  response: string;
  /** Body bytes the client had written when the answer came, and after it. */
  sentBefore: number;
  sentAfter: number;
  /** The client's socket error (EPIPE, ECONNRESET), if any. */
  error: string | null;
}

const CHUNK = 64 * 1024;
/** Where a client that gets no answer gives up sending. */
const LIMIT = 64 * 1024 * 1024;

/** One chunk of a chunked body (RFC 9112 §7.1): its size in hex, the bytes, CRLF. */
function frame(bytes: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
}

function parse(response: string): Pick<StreamedAnswer, 'status' | 'body' | 'connection'> {
  const end = response.indexOf('\r\n\r\n');
  const head = end < 0 ? response : response.slice(0, end);
  const headers = new Map(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const rest = end < 0 ? '' : response.slice(end + 4);
  const length = Number(headers.get('content-length') ?? rest.length);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1] ?? 0),
    body: Buffer.from(rest, 'latin1').subarray(0, length).toString('utf8'),
    connection: headers.get('connection'),
  };
}

/**
 * A client that does not stop for the answer. It POSTs `start`, then a chunked body that goes on and on
 * (64 KB at a time, up to 64 MB) until the first bytes of the answer arrive. Then, as a client busy
 * writing would, it sends `thenSend` bytes more whatever the server does (it keeps its side open after
 * the server's FIN), ends its body, and waits for the connection to close. A raw socket, since Node's
 * HTTP client stops writing once the server's side has ended.
 */
export function streamBody(options: {
  port: number;
  path: string;
  contentType: string;
  start: string;
  thenSend: number;
}): Promise<StreamedAnswer> {
  const chunk = frame(Buffer.alloc(CHUNK, 0x20));
  return new Promise((resolve) => {
    const socket = net.connect({ port: options.port, host: '127.0.0.1', allowHalfOpen: true });
    let response = '';
    let sentBefore = -1;
    let sent = 0;
    let error: string | null = null;
    const pump = () => {
      while (!socket.destroyed && (sentBefore < 0 ? sent < LIMIT : sent - sentBefore < options.thenSend)) {
        sent += CHUNK;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      // The last chunk: the body is complete.
      if (!socket.destroyed && !socket.writableEnded) socket.end('0\r\n\r\n');
    };
    socket.on('data', (data) => {
      response += data.toString('latin1');
      if (sentBefore < 0) {
        sentBefore = sent;
        pump();
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ ...parse(response), response, sentBefore, sentAfter: sent - Math.max(sentBefore, 0), error }));
    socket.write(
      `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${options.contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    // An empty chunk would end the body: `start` goes only when there is one.
    if (options.start !== '') socket.write(frame(Buffer.from(options.start)));
    pump();
  });
}
