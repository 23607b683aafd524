/**
 * The limit of Node on this machine: a bare node:http server answering each path with fixed bytes
 * (status, headers and body captured from the ITX server by the benchmark: the same bytes on the wire).
 * Usage: node bare.js <port> <responses.json>
 */
import fs from 'node:fs';
import http from 'node:http';

interface Fixed {
  contentType: string;
  /** The ITX server's own headers for this answer (security headers included), replayed as they are. */
  headers?: Record<string, string>;
  body: string;
}

const port = Number(process.argv[2]);
const responses = JSON.parse(fs.readFileSync(process.argv[3] ?? '', 'utf8')) as Record<string, Fixed>;
const table = new Map(
  Object.entries(responses).map(([path, r]) => {
    const body = Buffer.from(r.body);
    return [path, { headers: { ...(r.headers ?? { 'content-type': r.contentType }), 'content-length': String(body.length) }, body }];
  }),
);

http
  .createServer((req, res) => {
    const hit = table.get(req.url ?? '/');
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, hit.headers).end(hit.body);
  })
  .listen(port, '127.0.0.1');
