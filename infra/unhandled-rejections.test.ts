import { EventEmitter } from 'node:events';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logUnhandledRejections } from './unhandled-rejections.ts';

describe('logUnhandledRejections', () => {
  it('logs an unhandled rejection as an error with its summary only, and the process lives on', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const processLike = new EventEmitter();
    logUnhandledRejections(logger, processLike);
    const reason = Object.assign(new Error('Connection Closed'), { detail: 'row value 6281234567890' });
    expect(processLike.emit('unhandledRejection', reason, Promise.resolve())).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string; err: unknown };
    expect(line).toMatchObject({ level: 50, msg: 'unhandled promise rejection', err: { name: 'Error', message: 'Connection Closed' } });
    expect(lines[0]).not.toContain('6281234567890');
  });
});
