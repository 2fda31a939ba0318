import { describe, expect, it } from 'vitest';
import { requestOpenedContent } from '../requests/request-opened-notification.ts';
import { renderWhatsApp } from './render-whatsapp.ts';

describe('renderWhatsApp', () => {
  it('writes the title in bold, greets, keeps the lines, and turns the join into a reply keyword', () => {
    const text = renderWhatsApp({
      title: 'Ada permintaan *baru*\nuntuk Anda',
      greetingName: 'Siti',
      lines: ['Baris satu.', '', 'Baris dua: https://ajarin.test/x'],
      actions: [{ kind: 'join_request', label: 'Saya Tertarik Mengajar', requestId: '0a1b2c3d-0000-4000-8000-000000000001' }],
    });
    expect(text).toBe(
      [
        '*Ada permintaan baru untuk Anda*',
        '',
        'Halo Siti,',
        '',
        'Baris satu.',
        '',
        'Baris dua: https://ajarin.test/x',
        '',
        'Balas: IKUT 0A1B2C3D',
      ].join('\n'),
    );
  });

  it("turns 'Ajukan Pencairan' into the CAIR keyword with the transaction's code", () => {
    const text = renderWhatsApp({
      title: 'Kelas selesai, dana siap dicairkan',
      greetingName: 'Siti',
      lines: ['Dana Anda siap dicairkan.'],
      actions: [{ kind: 'request_payout', label: 'Ajukan Pencairan', transactionId: '7e57ab1e-0000-4000-8000-000000000001' }],
    });
    expect(text.split('\n').at(-1)).toBe('Balas: CAIR 7E57AB1E');
  });

  it('turns the lesson answers into keywords with the class or session code', () => {
    const transactionId = '7e57ab1e-0000-4000-8000-000000000001';
    const sessionId = '5e551011-0000-4000-8000-000000000002';
    const text = renderWhatsApp({
      title: 'Kelas sudah berlangsung?',
      greetingName: 'Siti',
      lines: ['Sesi sudah berakhir.'],
      actions: [
        { kind: 'answer_proposal', label: 'Terima jadwal', transactionId, accept: true },
        { kind: 'answer_proposal', label: 'Minta waktu lain', transactionId, accept: false },
        { kind: 'answer_reschedule', label: 'Setuju pindah', sessionId, accept: true },
        { kind: 'answer_reschedule', label: 'Tetap waktu lama', sessionId, accept: false },
        { kind: 'answer_attendance', label: 'Ya', sessionId, answer: 'YES' },
        { kind: 'answer_attendance', label: 'Tidak', sessionId, answer: 'NO' },
        { kind: 'answer_attendance', label: 'Ada masalah', sessionId, answer: 'PROBLEM' },
      ],
    });
    expect(text.split('\n').slice(-7)).toEqual([
      'Terima jadwal: balas TERIMA 7E57AB1E',
      'Minta waktu lain: balas TOLAK 7E57AB1E',
      'Setuju pindah: balas SETUJU 5E551011',
      'Tetap waktu lama: balas TETAP 5E551011',
      'Ya: balas KELAS 5E551011 YA',
      'Tidak: balas KELAS 5E551011 TIDAK',
      'Ada masalah: balas KELAS 5E551011 MASALAH',
    ]);
  });

  it('renders a new request as the tutor reads it on WhatsApp', () => {
    const text = renderWhatsApp(
      requestOpenedContent(
        {
          id: 'f00dbabe-1111-4222-8333-444455556666',
          customer_id: 'c0000000-1111-4222-8333-444455556666',
          customer_name: 'Budi Santoso',
          subjects: ['SMA - Fisika'],
          student_count: 2,
          duration_hours: 3,
          notes: 'Persiapan ujian',
          status: 'OPEN',
          chosen_tutor_id: null,
          created_at: new Date('2026-11-20T01:00:00Z'),
        },
        'Siti Rahma',
        'https://ajarin.test',
        new Date('2026-11-20T03:30:00Z'),
      ),
    );
    expect(text.split('\n')[0]).toBe('*Ada permintaan belajar baru sesuai mata pelajaran Anda*');
    expect(text).toContain('Halo Siti Rahma,');
    expect(text).toContain('SMA - Fisika');
    expect(text).toContain('Diposting: 2 jam lalu');
    expect(text.endsWith('Balas: IKUT F00DBABE')).toBe(true);
  });
});
