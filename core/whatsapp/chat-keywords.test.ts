import { describe, expect, it } from 'vitest';
import { parseChatKeyword } from './chat-keywords.ts';

describe('parseChatKeyword', () => {
  it.each([
    ['menu', { kind: 'menu' }],
    ['  Permintaan ', { kind: 'requests', after: null }],
    ['PERMINTAAN 0A1B2C3D-0000-4000-8000-000000000001', { kind: 'requests', after: '0a1b2c3d-0000-4000-8000-000000000001' }],
    ['saldo', { kind: 'balance' }],
    ['CAIR', { kind: 'payout', code: null, confirmed: false }],
    ['cair a1b2c3d4', { kind: 'payout', code: 'a1b2c3d4', confirmed: false }],
    ['CAIR A1B2C3D4 ya', { kind: 'payout', code: 'a1b2c3d4', confirmed: true }],
    ['CAIR xyz', { kind: 'payout', code: null, confirmed: false }],
    ['sibuk', { kind: 'availability', available: false }],
    ['TERSEDIA', { kind: 'availability', available: true }],
    ['pengaturan', { kind: 'settings', choice: null }],
    ['PENGATURAN 2', { kind: 'settings', choice: 2 }],
    ['putus', { kind: 'unlink', confirmed: false }],
    ['PUTUS YA', { kind: 'unlink', confirmed: true }],
  ])('reads %j', (text, expected) => {
    expect(parseChatKeyword(text)).toEqual(expected);
  });

  it.each([
    'MENU 2',
    'PERMINTAAN x',
    'SALDO 1',
    'CAIR A1B2C3D4 TIDAK',
    'SIBUK SEKALI',
    'PENGATURAN abc',
    'PUTUS SAJA',
    'IKUT A1B2C3D4',
    '',
  ])('is none of them: %j', (text) => {
    expect(parseChatKeyword(text)).toBeNull();
  });
});
