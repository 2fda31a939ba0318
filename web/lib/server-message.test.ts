import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from './api-client.ts';
import { serverMessage } from './server-message.ts';

describe('serverMessage', () => {
  it("passes the server's message of a refused action through", () => {
    expect(serverMessage(new ApiError('CONFLICT', 'Sudah diproses oleh admin lain.', 409))).toBe('Sudah diproses oleh admin lain.');
  });

  it('passes the connection message through', () => {
    expect(serverMessage(new ApiError('NETWORK', NETWORK_MESSAGE, 0))).toBe(NETWORK_MESSAGE);
  });

  it('gives nothing for an unexpected failure, so the caller shows its own fallback', () => {
    expect(serverMessage(new ApiError('INTERNAL', 'Terjadi kesalahan tak terduga. Silakan coba lagi.', 500))).toBeNull();
    expect(serverMessage(new TypeError('boom'))).toBeNull();
  });
});
