import { createServer } from 'node:http';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router.ts';
import { routeByPrefix } from './route-by-prefix.ts';

/** Each router records that it saw the request (its prefix's `use`, which runs only on a match, would not). */
function appWith(seen: string[]) {
  const spy = (name: string, prefix?: string) => {
    const router = createRouter(prefix);
    const original = router.routes();
    router.routes = () => (ctx, next) => {
      seen.push(name);
      return original(ctx, next);
    };
    return router;
  };
  const open = spy('open');
  open.get('/open', (ctx) => {
    ctx.body = 'open';
  });
  const requests = spy('requests', '/api/requests');
  requests.post('/:id/join', (ctx) => {
    ctx.body = `joined ${ctx.params.id}`;
  });
  const tutors = spy('tutors', '/api/tutors');
  tutors.get('/', (ctx) => {
    ctx.body = 'tutors';
  });
  const app = new Koa();
  app.use(routeByPrefix([open, requests, tutors]));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'fell through';
  });
  return app.callback();
}

async function ask(handler: ReturnType<typeof appWith>, method: string, path: string) {
  const server = createServer(handler).listen(0);
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    return { status: response.status, body: await response.text(), allow: response.headers.get('allow') };
  } finally {
    server.close();
  }
}

describe('routeByPrefix', () => {
  it('takes a request only through the routers whose prefix its path starts with, and those without one', async () => {
    const seen: string[] = [];
    const answer = await ask(appWith(seen), 'POST', '/api/requests/r1/join');
    expect(answer).toMatchObject({ status: 200, body: 'joined r1' });
    expect(seen).toEqual(['open', 'requests']);
  });

  it('answers 405 with Allow from the router that matched the path', async () => {
    const seen: string[] = [];
    const answer = await ask(appWith(seen), 'GET', '/api/requests/r1/join');
    expect(answer).toMatchObject({ status: 405, allow: 'POST' });
  });

  it('hands on what no router matched, and keeps the letter case the routers require', async () => {
    const seen: string[] = [];
    expect(await ask(appWith(seen), 'GET', '/API/TUTORS')).toMatchObject({ status: 404, body: 'fell through' });
    expect(await ask(appWith(seen), 'GET', '/api/tutors')).toMatchObject({ status: 200, body: 'tutors' });
    expect(seen).toEqual(['open', 'open', 'tutors']);
  });
});
