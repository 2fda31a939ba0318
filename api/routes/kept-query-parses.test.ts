import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { keptQueryParses } from './kept-query-parses.ts';

const schema = z.object({ page: z.coerce.number().int().min(1).default(1), tags: z.array(z.string()).default([]) });

describe('keptQueryParses', () => {
  it('parses a query string once and answers the same frozen value after', () => {
    const parse = keptQueryParses(schema);
    const query = vi.fn(() => ({ page: '2' }));
    const first = parse('page=2', query);
    const second = parse('page=2', query);
    expect(first).toEqual({ page: 2, tags: [] });
    expect(second).toBe(first);
    expect(query).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.tags)).toBe(true);
    expect(() => {
      (first as { page: number }).page = 3;
    }).toThrow(TypeError);
  });

  it('refuses a bad query every time, keeping nothing for it', () => {
    const parse = keptQueryParses(schema);
    const query = vi.fn(() => ({ page: '0' }));
    expect(() => parse('page=0', query)).toThrow(z.ZodError);
    expect(() => parse('page=0', query)).toThrow(z.ZodError);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('parses a long query string each time', () => {
    const parse = keptQueryParses(schema);
    const long = `page=1&x=${'a'.repeat(600)}`;
    const query = vi.fn(() => ({ page: '1' }));
    parse(long, query);
    parse(long, query);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 500 query strings, the oldest making room', () => {
    const parse = keptQueryParses(schema);
    let parsed = 0;
    const ask = (page: number) =>
      parse(`page=${page}`, () => {
        parsed += 1;
        return { page: String(page) };
      });
    for (let page = 1; page <= 501; page += 1) ask(page);
    expect(parsed).toBe(501);
    ask(501);
    expect(parsed).toBe(501);
    ask(1);
    expect(parsed).toBe(502);
  });
});
