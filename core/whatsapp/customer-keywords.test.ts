import { describe, expect, it } from 'vitest';
import { parseCustomerCommand } from './customer-keywords.ts';

describe('customer keywords on WhatsApp', () => {
  it.each([
    ['pilih a1b2c3d4  E5F6A7B8', { kind: 'choose', requestCode: 'a1b2c3d4', tutorCode: 'e5f6a7b8' }],
    ['PILIH A1B2C3D4', { kind: 'choose', requestCode: null, tutorCode: null }],
    ['PILIH A1B2C3D4 zzz', { kind: 'choose', requestCode: 'a1b2c3d4', tutorCode: null }],
    [' ya ', { kind: 'yes' }],
    ['Batal', { kind: 'cancel' }],
    ['transaksi', { kind: 'transactions' }],
    ['BERIKUTNYA', { kind: 'next' }],
    ['selesai a1b2c3d4', { kind: 'done', code: 'a1b2c3d4' }],
    ['SELESAI', { kind: 'done', code: null }],
    ['minta', { kind: 'draft' }],
    ['ya dong', null],
    ['halo', null],
    ['', null],
  ])('%j → %j', (text, command) => {
    expect(parseCustomerCommand(text)).toEqual(command);
  });
});
