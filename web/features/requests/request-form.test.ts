import { describe, expect, it } from 'vitest';
import { REQUEST_FORM_MESSAGES as M } from '../../../core/requests/request.schema.ts';
import { ApiError } from '../../lib/api-client.ts';
import { checkRequestForm, emptyRequestValues, serverFieldProblem, type RequestFormValues } from './request-form.ts';

const valid: RequestFormValues = {
  customerName: '  Nadia Putri ',
  phone: '0813-1112-2233',
  subjects: ['SMA - Fisika', 'SMA - Fisika'],
  studentCount: '3',
  durationHours: '2',
  notes: '   ',
  city: '',
  lessonMode: '',
};

describe('checkRequestForm (docs/product.md#request-create)', () => {
  it('turns a complete form into what POST /api/requests receives', () => {
    expect(checkRequestForm(valid)).toEqual({
      ok: true,
      input: {
        customerName: 'Nadia Putri',
        phone: '081311122233',
        subjects: ['SMA - Fisika'],
        studentCount: 3,
        durationHours: 2,
        notes: null,
        city: null,
        lessonMode: null,
      },
    });
  });

  it('takes a city and lesson mode, and asks for the city of lessons at home', () => {
    const check = checkRequestForm({ ...valid, city: 'surabaya', lessonMode: 'home' });
    expect(check.ok && [check.input.city, check.input.lessonMode]).toEqual(['surabaya', 'home']);
    expect(checkRequestForm({ ...valid, lessonMode: 'both' })).toEqual({
      ok: false,
      problems: { city: 'Pilih kota atau kabupaten untuk les di rumah siswa' },
    });
    expect(checkRequestForm({ ...valid, city: 'Kota Surabaya, Jl. Mawar 5 (WA 081234567890)' })).toEqual({
      ok: false,
      problems: { city: 'Kota atau kabupaten tidak dikenal' },
    });
  });

  it('reads a count that is not a number as 1', () => {
    const check = checkRequestForm({ ...valid, studentCount: '', durationHours: 'dua' });
    expect(check.ok && [check.input.studentCount, check.input.durationHours]).toEqual([1, 1]);
  });

  it('gives every field of an empty form its own message', () => {
    expect(checkRequestForm({ ...emptyRequestValues(), studentCount: '0', durationHours: '0' })).toEqual({
      ok: false,
      problems: { customerName: M.name, phone: M.phone, subjects: M.subjects, studentCount: M.students, durationHours: M.hours },
    });
  });

  it('refuses more than 10 students, more than 8 hours and a phone outside the pattern', () => {
    const check = checkRequestForm({ ...valid, studentCount: '11', durationHours: '9', phone: '0712345678' });
    expect(check).toEqual({ ok: false, problems: { studentCount: M.studentsMax, durationHours: M.hoursMax, phone: M.phoneInvalid } });
  });

  it('keeps notes when written, trimmed', () => {
    const check = checkRequestForm({ ...valid, notes: ' Persiapan UTBK ' });
    expect(check.ok && check.input.notes).toBe('Persiapan UTBK');
  });

  it('starts with the account name, one student and one hour', () => {
    expect(emptyRequestValues('Nadia')).toEqual({
      customerName: 'Nadia',
      phone: '',
      subjects: [],
      studentCount: '1',
      durationHours: '1',
      notes: '',
      city: '',
      lessonMode: '',
    });
  });
});

describe('serverFieldProblem', () => {
  it('puts a 400 on the field it names, an item of a list on the list', () => {
    expect(serverFieldProblem(new ApiError('VALIDATION', 'Mata pelajaran tidak dikenal.', 400, { field: 'subjects.0' }))).toEqual({
      subjects: 'Mata pelajaran tidak dikenal.',
    });
    expect(serverFieldProblem(new ApiError('VALIDATION', 'Format nomor telepon tidak valid.', 400, { field: 'phone' }))).toEqual({
      phone: 'Format nomor telepon tidak valid.',
    });
  });

  it('ignores errors that are not about a field of the form', () => {
    expect(serverFieldProblem(new ApiError('VALIDATION', 'Kunci tidak valid.', 400, { field: 'Idempotency-Key' }))).toEqual({});
    expect(serverFieldProblem(new ApiError('FORBIDDEN', 'Akses Ditolak', 403))).toEqual({});
    expect(serverFieldProblem(new Error('boom'))).toEqual({});
  });
});
