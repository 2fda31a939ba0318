import { describe, expect, it } from 'vitest';
import { safeNextPath } from './telegram-web-app.ts';

describe('the next path after a Mini App sign-in', () => {
  it.each([
    ['/transactions', '/transactions'],
    ['/bidding/abc?x=1#y', '/bidding/abc?x=1#y'],
    [undefined, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['transactions', null],
    // Dot segments resolve to a protocol-relative address: the output is what must be a path.
    ['/.//evil.com', null],
    ['/%2e//evil.com', null],
    ['/%2E//evil.com', null],
    ['/..//evil.com/x', null],
    ['/a/..//evil.com', null],
    ['/./\\evil.com', null],
    ['/a/./b/../c', '/a/c'],
  ])('%j → %j', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });
});
