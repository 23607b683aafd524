import type { IncomingMessage } from 'node:http';

/** How long, and how many body bytes, a connection is still read after an answer sent before its request's body ended. */
export const LINGER_MS = 2000;
export const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Closes the connection of a request answered before its body had arrived (a body too large, a refused
 * upload, a rate limit; the answer says `Connection: close`) without losing that answer. Node closes the
 * socket as soon as the answer is written; a socket closed with unread bytes is reset, and a client still sending its body then gets EPIPE or ECONNRESET and may never
 * read the 413. As nginx's lingering close does, the answer is followed by the end of the server's side,
 * and what still arrives is read and dropped until the client closes, for at most LINGER_MS or
 * LINGER_BYTES; then the socket is closed. Nothing read is kept, so the refusal still costs no more than that.
 * Node has no option for this; it replaces the one socket's `destroySoon`, which Node's HTTP server calls
 * after the last answer of a connection.
 */
export function lingerAfterAnswer(request: IncomingMessage): void {
  const socket = request.socket;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  };
  // Counted from now on: a body nobody reads when its answer finishes is "dumped" by Node, whose parser then
  // discards the bytes before any listener sees them, and the byte limit would never be reached.
  request.on('data', drop);
  socket.destroySoon = () => {
    socket.end();
    // Whatever read the body (the multipart parser, the JSON reader) has stopped; let the rest flow and drop it.
    request.unpipe();
    for (const listener of request.listeners('data')) if (listener !== drop) request.off('data', listener as (chunk: Buffer) => void);
    request.once('end', close);
    request.resume();
    socket.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    timer = setTimeout(close, LINGER_MS);
    timer.unref();
  };
}
