import { describe, expect, it } from 'vitest';
import { listTutorsSearchParams } from './gallery-query.ts';
import { listTutorsQuerySchema } from './list-tutors.schema.ts';

describe('listTutorsQuerySchema', () => {
  it('defaults to the first 12 by hours taught, every tutor', () => {
    expect(listTutorsQuerySchema.parse({})).toEqual({
      lastActive: 'all',
      available: false,
      verified: false,
      sort: 'hours_desc',
      limit: 12,
    });
  });

  it('reads a query string, treating empty values as unset', () => {
    expect(
      listTutorsQuerySchema.parse({
        minPrice: '50000',
        maxPrice: '',
        minRating: '4.5',
        lastActive: '24h',
        available: 'true',
        verified: 'true',
        sort: 'price_desc',
        limit: '30',
      }),
    ).toEqual({
      minPrice: 50_000,
      minRating: 4.5,
      lastActive: '24h',
      available: true,
      verified: true,
      sort: 'price_desc',
      limit: 30,
    });
  });

  it.each(['5', '4.5', '4', '3'])('accepts the minimum rating %s', (rating) => {
    expect(listTutorsQuerySchema.parse({ minRating: rating }).minRating).toBe(Number(rating));
  });

  it.each(['2', '3.5', '6', 'tinggi'])('refuses the minimum rating %s', (rating) => {
    expect(listTutorsQuerySchema.safeParse({ minRating: rating }).success).toBe(false);
  });

  it('accepts equal price bounds and refuses crossed ones', () => {
    expect(listTutorsQuerySchema.safeParse({ minPrice: '100', maxPrice: '100' }).success).toBe(true);
    const crossed = listTutorsQuerySchema.safeParse({ minPrice: '101', maxPrice: '100' });
    expect(crossed.error?.issues[0]?.message).toBe('Harga minimum tidak boleh lebih besar dari harga maksimum.');
  });

  it("reads 'verified' as true or false only", () => {
    expect(listTutorsQuerySchema.parse({ verified: 'false' }).verified).toBe(false);
    expect(listTutorsQuerySchema.safeParse({ verified: 'ya' }).error?.issues[0]?.message).toBe(
      'Parameter verified harus bernilai true atau false.',
    );
  });

  it('keeps limit within 1..100', () => {
    expect(listTutorsQuerySchema.safeParse({ limit: '1' }).success).toBe(true);
    expect(listTutorsQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(listTutorsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listTutorsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('listTutorsSearchParams', () => {
  it('leaves defaults out, and round-trips through the schema', () => {
    expect(listTutorsSearchParams(listTutorsQuerySchema.parse({}))).toEqual({});
    const query = listTutorsQuerySchema.parse({
      minPrice: '0',
      maxPrice: '90000',
      minRating: '4',
      lastActive: '7d',
      available: 'true',
      verified: 'true',
      sort: 'price_asc',
      limit: '24',
    });
    const params = listTutorsSearchParams(query);
    expect(params).toEqual({
      minPrice: '0',
      maxPrice: '90000',
      minRating: '4',
      lastActive: '7d',
      available: 'true',
      verified: 'true',
      sort: 'price_asc',
      limit: '24',
    });
    expect(listTutorsQuerySchema.parse(params)).toEqual(query);
  });
});
