import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

// A browser that closes the connection mid-download (a page left while a script was arriving) made
// Koa print ERR_STREAM_PREMATURE_CLOSE with its stack to stderr, outside the log (seen in
// `npm run bench:web`). The app now hears Koa's errors itself (api/middleware/error-handler.ts).

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
// Incompressible and far larger than the socket buffers, so the answer is still being sent when the client goes.
fs.writeFileSync(path.join(webDir, 'assets', 'big-abc123.js'), crypto.randomBytes(16 * 1024 * 1024));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const logger = createLogger({ level: 'silent' });
const { baseUrl } = await startTestApp({ web: sourceWebApp(webDir), logger });

/** Asks for `pathname`, reads the first chunk of the body, then destroys the connection. */
function leaveMidAnswer(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathname}`, (res) => {
        res.once('data', () => {
          res.destroy();
          resolve(res.statusCode ?? 0);
        });
      })
      .on('error', reject);
  });
}

describe('a client that leaves in the middle of an answer', () => {
  it('is noted at debug level in the log, with nothing printed to stderr and no error logged', async () => {
    const debug = vi.spyOn(logger, 'debug');
    const error = vi.spyOn(logger, 'error');
    const stderr = vi.spyOn(console, 'error');
    expect(await leaveMidAnswer('/assets/big-abc123.js')).toBe(200);
    await vi.waitFor(() => expect(debug).toHaveBeenCalledWith('client closed the connection before the answer was sent'));
    expect(error).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });
});
