import type { IncomingMessage } from 'node:http';

/** How long, and how many body bytes, a refused upload's connection is still read after its answer. */
export const LINGER_MS = 2000;
export const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Closes the connection of a request whose body was refused part-way (its answer says `Connection: close`)
 * without losing that answer. Node closes the socket as soon as the answer is written; a socket closed with
 * unread bytes is reset, and a client still sending its body then gets EPIPE or ECONNRESET and may never
 * read the 413. As nginx's lingering close does, the answer is followed by the end of the server's side,
 * and what still arrives is read and dropped until the client closes, for at most LINGER_MS or
 * LINGER_BYTES; then the socket is closed. Nothing read is kept, so the refusal still costs no more than that.
 * Node has no option for this; it replaces the one socket's `destroySoon`, which Node's HTTP server calls
 * after the last answer of a connection.
 */
export function lingerAfterAnswer(request: IncomingMessage, limits = { ms: LINGER_MS, bytes: LINGER_BYTES }): void {
  const socket = request.socket;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  socket.destroySoon = () => {
    socket.end();
    // Whatever reads the body (the multipart parser) has stopped; let the rest flow and drop it.
    request.unpipe();
    request.removeAllListeners('data');
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limits.bytes) close();
    });
    request.once('end', close);
    request.resume();
    socket.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    timer = setTimeout(close, limits.ms);
    timer.unref();
  };
}
