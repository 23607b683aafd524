/**
 * The limit of Node on this machine: a bare node:http server answering each path with fixed bytes
 * (captured from the ITX server by the benchmark). Usage: node bare.js <port> <responses.json>
 */
import fs from 'node:fs';
import http from 'node:http';

interface Fixed {
  contentType: string;
  body: string;
}

const port = Number(process.argv[2]);
const responses = JSON.parse(fs.readFileSync(process.argv[3] ?? '', 'utf8')) as Record<string, Fixed>;
const table = new Map(Object.entries(responses).map(([path, r]) => [path, { type: r.contentType, body: Buffer.from(r.body) }]));

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
    res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length }).end(hit.body);
  })
  .listen(port, '127.0.0.1');
