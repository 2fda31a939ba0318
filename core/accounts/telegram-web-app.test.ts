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
  ])('%j → %j', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });
});
