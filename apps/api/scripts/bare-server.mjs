// The bench's baseline: a bare Hono JSON endpoint on @hono/node-server, in its own process like
// the API. Usage: node scripts/bare-server.mjs <port>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/json', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.argv[2]) });
