import { describe, expect, it } from 'vitest';
import { canonicalPath, isApiPath, isServerPath, isUnder } from './request-path.ts';

describe('canonical request paths', () => {
  it.each([
    ['/dev/mailbox', '/dev/mailbox'],
    ['/API/DEV/MAILBOX', '/api/dev/mailbox'],
    ['/Dev/Mailbox', '/dev/mailbox'],
    ['//dev//mailbox', '/dev/mailbox'],
    ['/api%2Fdev/mailbox', '/api/dev/mailbox'],
    ['/api%252Fdev', '/api/dev'],
    ['/dev./mailbox', '/dev/mailbox'],
    ['/dev.../', '/dev'],
    ['/%64ev/mailbox', '/dev/mailbox'],
    ['/x/../dev', '/dev'],
    ['/./api/./dev', '/api/dev'],
    ['/api\\dev', '/api/dev'],
    ['/%E0%A4%A', '/%e0%a4%a'],
    ['/', '/'],
  ])('%s reads as %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('compares whole segments under a prefix', () => {
    expect(isUnder('/API/Dev', '/api/dev')).toBe(true);
    expect(isUnder('/api/devices', '/api/dev')).toBe(false);
    expect(isApiPath('/API/tutors')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    for (const path of ['/Media/x.png', '/HEALTHZ', '/dev.', '/api']) expect(isServerPath(path), path).toBe(true);
    for (const path of ['/', '/tutors', '/developers', '/robots.txt']) expect(isServerPath(path), path).toBe(false);
  });
});
