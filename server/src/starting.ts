import http from 'node:http';

/**
 * While the server starts (opening the database and running its migrations, which may take a while on a
 * big database), the port already answers: 503 with Retry-After to everything, /readyz and /healthz
 * included ({"status":"starting"}), so a load balancer or an orchestrator sees "not ready" rather than
 * "connection refused", and anything that waits for a 200 keeps waiting. Closed just before the app
 * takes the port over.
 */
export async function answerWhileStarting(port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const body = JSON.stringify({ status: 'starting', message: 'The server is starting. Please try again in a few seconds.' });
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: address && typeof address === 'object' ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
