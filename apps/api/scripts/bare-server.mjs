// The bench's baselines, on @hono/node-server in their own process like the API: a bare Hono JSON
// endpoint, and (given a file and its Content-Encoding) those bytes as a static file server at
// its best would send them: from memory, with no work per answer.
// Usage: node scripts/bare-server.mjs <port> [bytes file] [content-encoding]
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, file, encoding] = process.argv.slice(2);
const app = new Hono().get('/json', (c) => c.json({ hello: 'world' }));
if (file) {
  const bytes = readFileSync(file);
  const headers = { 'content-type': 'text/html; charset=UTF-8', 'content-encoding': encoding };
  app.get('/static', (c) => c.body(bytes, 200, headers));
}
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(port) });
