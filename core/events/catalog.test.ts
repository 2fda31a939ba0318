import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_CATALOG, EVENT_TYPES, isEventType, parseEventPayload, UnknownEventError } from './catalog.ts';

const UUID = '0b5e2f4c-51d1-4bb5-9c1e-2f7a3c1d9e10';

/** An optional field is judged by what it holds when present ('payment.verified' names its proof or its statement line). */
const present = (field: unknown): unknown => (field instanceof z.ZodOptional ? field.unwrap() : field);

/** A payload of the right shape for any catalog schema: every id a uuid, every enum its first value, optional ones included. */
function samplePayload(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const inner = present(field);
      return [key, inner instanceof z.ZodEnum ? inner.options[0] : UUID];
    }),
  );
}

describe('event catalog', () => {
  it.each(EVENT_TYPES)('%s carries ids and enums only, in a strict object', (type) => {
    const schema = EVENT_CATALOG[type];
    expect(schema).toBeInstanceOf(z.ZodObject);
    for (const [key, field] of Object.entries(schema.shape)) {
      const inner = present(field);
      const isUuid = inner instanceof z.ZodUUID;
      expect(isUuid || inner instanceof z.ZodEnum, `${type}.${key} is neither a uuid nor an enum`).toBe(true);
    }
    const payload = samplePayload(schema);
    expect(parseEventPayload(type, payload)).toEqual(payload);
    // A personal field is refused, not silently stripped into the row.
    expect(() => parseEventPayload(type, { ...payload, email: 'budi@example.com' })).toThrow();
    expect(() => parseEventPayload(type, { ...payload, otp: '123456' })).toThrow();
  });

  it('names events feature.verb, as the outbox table requires', () => {
    for (const type of EVENT_TYPES) expect(type).toMatch(/^[a-z]+(\.[a-z_]+)+$/);
  });

  it('refuses a type outside the catalog', () => {
    expect(isEventType('email.send')).toBe(false);
    expect(isEventType('toString')).toBe(false);
    expect(() => parseEventPayload('email.send', {})).toThrow(UnknownEventError);
  });
});
