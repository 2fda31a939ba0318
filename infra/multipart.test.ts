import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseMultipart, type MultipartLimits } from './multipart.ts';

const BOUNDARY = 'ajarin-test-boundary';
const LIMITS: MultipartLimits = { fileSize: 1024, files: 1, fields: 2, fieldSize: 1024, totalBytes: 64 * 1024 };

type Part = { name: string; value: string; filename?: string };

function request(parts: Part[], headers: Record<string, string> = {}): IncomingMessage {
  const body = Buffer.from(
    parts
      .map((part) => {
        const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
        const type = part.filename ? '\r\nContent-Type: application/octet-stream' : '';
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${part.value}\r\n`;
      })
      .join('') + `--${BOUNDARY}--\r\n`,
  );
  return Object.assign(Readable.from([body]), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length), ...headers },
  }) as unknown as IncomingMessage;
}

const fields = (count: number): Part[] => Array.from({ length: count }, (_, i) => ({ name: `field${i}`, value: `nilai ${i}` }));
const files = (count: number): Part[] =>
  Array.from({ length: count }, (_, i) => ({ name: `file${i}`, value: `isi ${i}`, filename: `berkas${i}.bin` }));

describe('parseMultipart limits', () => {
  it('takes a form with exactly the allowed number of files and fields', async () => {
    const form = await parseMultipart(request([...fields(2), ...files(1)]), LIMITS);
    expect([...form.fields.keys()]).toEqual(['field0', 'field1']);
    expect(form.files.map((file) => [file.field, file.bytes.toString()])).toEqual([['file0', 'isi 0']]);
  });

  it('takes the allowed fields alone and the allowed files alone', async () => {
    expect((await parseMultipart(request(fields(2)), LIMITS)).fields.size).toBe(2);
    expect((await parseMultipart(request(files(1)), LIMITS)).files).toHaveLength(1);
  });

  it('refuses one field more than allowed', async () => {
    await expect(parseMultipart(request([...fields(3), ...files(1)]), LIMITS)).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses one file more than allowed', async () => {
    await expect(parseMultipart(request([...fields(2), ...files(2)]), LIMITS)).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('parseMultipart Content-Encoding', () => {
  it('refuses a compressed upload with 415 instead of reading it as plain', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP']) {
      await expect(parseMultipart(request(fields(1), { 'content-encoding': encoding }), LIMITS)).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
  });

  it("reads a body sent as 'identity'", async () => {
    expect((await parseMultipart(request(fields(1), { 'content-encoding': 'identity' }), LIMITS)).fields.get('field0')).toBe('nilai 0');
  });
});
