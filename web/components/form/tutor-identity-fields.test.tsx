import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TutorIdentityFields } from './tutor-identity-fields.tsx';

const fieldId = (field: string) => `f-${field}`;
const values = { name: 'Rizky Pratama', university: 'Universitas Indonesia' };
const noop = () => undefined;

describe("TutorIdentityFields ('Data Diri' of a tutor profile)", () => {
  it('asks for the email at sign-up, with its error', () => {
    const html = renderToStaticMarkup(
      <TutorIdentityFields
        fieldId={fieldId}
        values={values}
        errors={{}}
        onChange={noop}
        namePlaceholder="Nama lengkap"
        email={{ value: 'a@b.id', error: 'Email tidak valid', onChange: noop }}
      />,
    );
    expect(html).toMatch(/<input[^>]*id="f-name"[^>]*placeholder="Nama lengkap"[^>]*value="Rizky Pratama"/);
    expect(html).toMatch(/<input[^>]*id="f-email"[^>]*type="email"[^>]*autoComplete="email"[^>]*value="a@b.id"/);
    expect(html).not.toMatch(/<input[^>]*id="f-email"[^>]*readOnly/);
    expect(html).toContain('Email tidak valid');
  });

  it('shows a signed-in tutor their email, not to be changed, with why', () => {
    const html = renderToStaticMarkup(
      <TutorIdentityFields
        fieldId={fieldId}
        values={values}
        errors={{ university: 'Pilih universitas' }}
        onChange={noop}
        email={{ value: 'a@b.id', hint: 'Email tidak dapat diubah dari sini.' }}
      />,
    );
    expect(html).toMatch(/<input[^>]*id="f-email"[^>]*readOnly=""[^>]*disabled=""[^>]*value="a@b.id"/);
    expect(html).toContain('Email tidak dapat diubah dari sini.');
    expect(html).not.toContain('placeholder="Nama lengkap"');
    expect(html).toContain('Pilih universitas');
  });
});
