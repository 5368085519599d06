// The baseline for bench/media.mjs: a bare node:http server that reads one file from disk on
// every request and sends it with its image type, nothing else (no routing, signature, headers).
// Usage (spawned by the bench): PORT=… FILE=… node bench/lib/bare-file-server.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const file = process.env.FILE;
createServer(async (request, response) => {
  if (request.url === '/api/health') return void response.end('ok');
  const bytes = await readFile(file);
  response.writeHead(200, { 'content-type': 'image/webp', 'content-length': bytes.length });
  response.end(bytes);
}).listen(Number(process.env.PORT), '127.0.0.1');
