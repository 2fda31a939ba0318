import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES as M, replyFeedbackSchema, submitFeedbackSchema } from './feedback.schema.ts';

const messages = (input: unknown) => submitFeedbackSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('feedback form', () => {
  it("refuses a subject or notes that are blank once trimmed with 'Subjek dan Catatan harus diisi'", () => {
    expect(messages({ subject: '   ', notes: 'isi' })).toEqual([M.required]);
    expect(messages({ subject: 'Judul', notes: '\n\t ' })).toEqual([M.required]);
    expect(messages({})).toEqual([M.required, M.required]);
  });

  it('keeps to the table limits: 200 for the subject, 5000 for the notes', () => {
    expect(messages({ subject: 'a'.repeat(200), notes: 'b'.repeat(5000) })).toEqual([]);
    expect(messages({ subject: 'a'.repeat(201), notes: 'b' })).toEqual([M.subjectTooLong]);
    expect(messages({ subject: 'a', notes: 'b'.repeat(5001) })).toEqual([M.notesTooLong]);
  });

  it('defaults the category to feedback and refuses any other', () => {
    expect(submitFeedbackSchema.parse({ subject: ' Judul ', notes: ' Isi ' })).toEqual({
      subject: 'Judul',
      category: 'feedback',
      notes: 'Isi',
    });
    expect(submitFeedbackSchema.parse({ subject: 'a', notes: 'b', category: 'report' }).category).toBe('report');
    expect(messages({ subject: 'a', notes: 'b', category: 'keluhan' })).toEqual([M.category]);
  });

  it('needs a non-blank reply within 5000 characters', () => {
    expect(replyFeedbackSchema.safeParse({ reply: '  ' }).error?.issues[0]?.message).toBe(M.replyRequired);
    expect(replyFeedbackSchema.safeParse({ reply: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(M.replyTooLong);
    expect(replyFeedbackSchema.parse({ reply: ' Terima kasih ' })).toEqual({ reply: 'Terima kasih' });
  });
});
