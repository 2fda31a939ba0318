import { describe, expect, it } from 'vitest';
import { isDevToolPath, isLoopbackAddress, isLoopbackHost } from './loopback-only.ts';

describe('loopback-only parts', () => {
  it('counts 127.0.0.0/8 and ::1 as loopback addresses, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of [undefined, '', '192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '::', '0.0.0.0', '128.0.0.1', 'localhost'])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('takes localhost, 127.0.0.1 and [::1] with an allowed port as this machine, and no other name', () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost:5173'])
      expect(isLoopbackHost(host, [3000, 5173]), host).toBe(true);
    expect(isLoopbackHost('localhost', [80])).toBe(true);
    for (const host of [
      'localhost',
      'localhost:3001',
      'rebind.evil.example:3000',
      '127.0.0.2:3000',
      'localhost.:3000',
      'app.localhost:3000',
      '[::1]',
      '::1:3000',
      'localhost:3000:1',
      '',
      'localhost:03000x',
    ]) {
      expect(isLoopbackHost(host, [3000]), host).toBe(false);
    }
  });

  it('knows the development tools by their paths', () => {
    for (const path of ['/dev', '/dev/mailbox', '/api/dev/telegram/chats']) expect(isDevToolPath(path)).toBe(true);
    for (const path of ['/devices', '/api/devx', '/api/tutors', '/tutors/dev']) expect(isDevToolPath(path)).toBe(false);
  });

  it('knows them in any letter case and spelling a router or a proxy might read as theirs', () => {
    for (const path of [
      '/API/DEV/MAILBOX',
      '/Dev/Mailbox',
      '/API/dev/telegram/chats/1/text',
      '//dev/mailbox',
      '//api//dev/mailbox',
      '/api%2Fdev/mailbox',
      '/api%2fDEV',
      '/dev./mailbox',
      '/api/dev../mailbox',
      '/%64ev/telegram',
    ])
      expect(isDevToolPath(path), path).toBe(true);
  });
});
