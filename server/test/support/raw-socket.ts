import net from 'node:net';

/**
 * A raw conversation with the server listening on `port`: `talk` writes to the socket once it is
 * connected; resolves with all the server sent when the connection ends, rejects on a socket error or
 * when `talk` fails.
 */
export function talkRaw(port: number, talk: (socket: net.Socket) => void | Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.on('connect', () => {
      Promise.resolve()
        .then(() => talk(socket))
        .catch(reject);
    });
  });
}
