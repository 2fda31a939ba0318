import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUp } from './sign-up.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function captureRequest() {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) => new Response(JSON.stringify({ user: {}, photo: 'none' }), { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls[0]?.[1] ?? {};
}

const customer = { role: 'customer' as const, email: 'ani@example.com', name: 'Ani', password: 'rahasia', passwordConfirmation: 'rahasia' };

describe('signUp', () => {
  it('sends JSON when there is no photo', async () => {
    const request = captureRequest();
    await signUp({ input: customer });
    expect(request().body).toBe(JSON.stringify(customer));
  });

  it('sends multipart with the JSON in `payload` and the file in `photo` when a photo is chosen', async () => {
    const request = captureRequest();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'dewi.png', { type: 'image/png' });
    const tutor = { role: 'tutor' as const, email: 'dewi@example.com', name: 'Dewi', password: 'rahasia', passwordConfirmation: 'rahasia' };
    await signUp({ input: tutor, photo });
    const body = request().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('payload') as string)).toEqual(tutor);
    expect((body.get('photo') as File).name).toBe('dewi.png');
  });
});
