import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { logResponseErrors } from './error-handler.ts';

describe('logResponseErrors', () => {
  it('logs a body that broke while being sent as an error, without the stack reaching stderr', () => {
    const logger = createLogger({ level: 'silent' });
    const error = vi.spyOn(logger, 'error');
    const debug = vi.spyOn(logger, 'debug');
    logResponseErrors(logger)(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'EIO: i/o error, read', code: 'EIO' }) },
      'answer failed while being sent',
    );
    expect(debug).not.toHaveBeenCalled();
  });
});
