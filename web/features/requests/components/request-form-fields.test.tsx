import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REQUEST_FORM_MESSAGES as M } from '../../../../core/requests/request.schema.ts';
import { checkRequestForm, emptyRequestValues, type RequestField } from '../request-form.ts';
import { tagWithId } from '../render-page.tsx';
import { RequestFormFields } from './request-form-fields.tsx';

const noop = () => undefined;

function renderSubmitted(values = emptyRequestValues()) {
  const check = checkRequestForm(values);
  const problems = check.ok ? {} : check.problems;
  return renderToStaticMarkup(<RequestFormFields formId="f" values={values} problems={problems} onChange={noop} />);
}

describe('the /create-bidding fields after an empty submit (docs/product.md#request-create)', () => {
  const html = renderSubmitted({ ...emptyRequestValues(), studentCount: '0', durationHours: '0' });

  it.each<[RequestField, string]>([
    ['customerName', M.name],
    ['phone', M.phone],
    ['studentCount', M.students],
    ['durationHours', M.hours],
  ])('shows the %s message under its field, marked invalid and tied to it', (field, message) => {
    const control = tagWithId(html, `f-${field}`);
    expect(control).toContain('aria-invalid="true"');
    expect(control).toMatch(new RegExp(`aria-describedby="[^"]*f-${field}-error`));
    expect(tagWithId(html, `f-${field}-error`)).not.toBe('');
    expect(html).toContain(`id="f-${field}-error" class="mt-1 text-sm text-red-600">${message}</p>`);
  });

  it('shows the subjects message on the subject picker, whose search box is marked invalid', () => {
    expect(tagWithId(html, 'f-subjects')).toContain('aria-invalid="true"');
    expect(html).toMatch(/<fieldset aria-describedby="f-subjects-error">/);
    expect(html).toContain(`id="f-subjects-error" class="mt-1 text-sm text-red-600">${M.subjects}</p>`);
  });

  it('shows the phone pattern message for a number outside it', () => {
    expect(renderSubmitted({ ...emptyRequestValues('Nadia'), phone: '12345' })).toContain(M.phoneInvalid);
  });

  it('marks nothing invalid before the customer submits', () => {
    const clean = renderToStaticMarkup(<RequestFormFields formId="f" values={emptyRequestValues('Nadia')} problems={{}} onChange={noop} />);
    expect(clean).not.toContain('aria-invalid');
    expect(tagWithId(clean, 'f-customerName')).toContain('value="Nadia"');
  });

  it('labels the fields with the product words and offers the subject search', () => {
    for (const label of ['Nama Lengkap', 'Nomor Telepon', 'Jumlah Siswa', 'Durasi (jam)']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('placeholder="Cari mata pelajaran..."');
    expect(tagWithId(html, 'f-studentCount')).toMatch(/min="1".*max="10"|max="10".*min="1"/);
    expect(tagWithId(html, 'f-durationHours')).toMatch(/min="1".*max="8"|max="8".*min="1"/);
  });
});
