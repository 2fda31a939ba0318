import { describe, expect, it } from 'vitest';
import { safeFailureReason } from './log-safe.ts';

describe('safeFailureReason: what of a failure the admin page may show', () => {
  it('drops email addresses, WhatsApp jids and URLs (a Telegram file URL carries the bot token)', () => {
    expect(
      safeFailureReason(
        "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <budi.santoso@example.com>: Recipient address rejected",
      ),
    ).toBe("Error: Can't send mail - all recipients were rejected: 550 5.1.1 [alamat] Recipient address rejected");
    expect(safeFailureReason('send to 6281234567890@s.whatsapp.net timed out')).toBe('send to [alamat] timed out');
    expect(
      safeFailureReason('GET https://api.telegram.org/file/bot123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-Lk/photos/1.jpg failed'),
    ).toBe('GET [url] failed');
  });

  it('drops phone numbers and chat ids in any spelling, and token-like words, but keeps short status codes', () => {
    expect(safeFailureReason('chat 0812-3456-7890 blocked')).toBe('chat [angka] blocked');
    expect(safeFailureReason('chat +62 812 3456 7890 blocked')).toBe('chat [angka] blocked');
    expect(safeFailureReason('Forbidden: bot was blocked by the user 987654321')).toBe('Forbidden: bot was blocked by the user [angka]');
    expect(safeFailureReason('chat_id=-1001234 not found')).toBe('chat_id=-[angka] not found');
    expect(safeFailureReason('token 123456:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-Lk rejected')).toBe('token [angka]:[token] rejected');
    expect(safeFailureReason('SMTPError: 451 4.7.1 try later')).toBe('SMTPError: 451 4.7.1 try later');
  });

  it('keeps the first line only, at most 200 characters, and says so when there is nothing', () => {
    expect(safeFailureReason('TypeError: boom\n    at send (/app/services/x.ts:1:1)\n  budi@example.com')).toBe('TypeError: boom');
    expect(safeFailureReason('x'.repeat(10) + ' ' + 'y '.repeat(200))).toHaveLength(200);
    expect(safeFailureReason(undefined)).toBe('Tanpa keterangan');
    expect(safeFailureReason('  \n')).toBe('Tanpa keterangan');
  });
});
