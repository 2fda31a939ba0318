import { describe, expect, it } from 'vitest';
import { showInField } from './field-value.ts';

describe('showInField', () => {
  it('writes the cleaned value over what was typed', () => {
    const field = { value: '0812a' };
    showInField(field, '0812');
    expect(field.value).toBe('0812');
  });

  it('leaves a field that already shows it alone (no write, so the caret stays where it was)', () => {
    let writes = 0;
    const field = {
      get value() {
        return '0812';
      },
      set value(_: string) {
        writes += 1;
      },
    };
    showInField(field, '0812');
    expect(writes).toBe(0);
  });
});
