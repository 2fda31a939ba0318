// Prefix checks on a request's path must see the path the way the most lenient reader would:
// @koa/router matches without regard to case, a proxy or a file system may decode `%2F`, fold
// `//` into one slash or drop a segment's trailing dots. A guard that compares the raw path with
// '/dev/' lets '/DEV/mailbox' past it while the router still serves it (issue 39, decision 040).

const MAX_DECODE_ROUNDS = 3;

function decodeFully(path: string): string {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return current;
}

/**
 * The path decoded, lower-cased, with backslashes read as slashes, runs of slashes folded, '.'
 * and '..' segments resolved and each segment's trailing dots dropped: '/API//Dev./%6dailbox' is
 * '/api/dev/mailbox'. For comparisons only, never for serving.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of decodeFully(path)
    .toLowerCase()
    .split(/[/\\]+/)) {
    const trimmed = segment.replace(/\.+$/, '');
    if (segment === '..') segments.pop();
    else if (trimmed !== '') segments.push(trimmed);
  }
  return `/${segments.join('/')}`;
}

/** True when `path` is `prefix` or below it, compared canonically; `prefix` is written canonical ('/api/dev'). */
export function isUnder(path: string, prefix: string): boolean {
  const canonical = canonicalPath(path);
  return canonical === prefix || canonical.startsWith(`${prefix}/`);
}

/** The JSON API's paths, which answer JSON errors, never a page. */
export const isApiPath = (path: string): boolean => isUnder(path, '/api');

/** Paths the web app never answers with a page or a file: the API, the dev tools, media, health checks. */
export function isServerPath(path: string): boolean {
  return ['/api', '/dev', '/media', '/healthz', '/readyz'].some((prefix) => isUnder(path, prefix));
}
