import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT as C, HIDDEN_NUMBER as N, maskContactDetails, wouldBeMasked } from './mask-contact-details.ts';

// docs/product.md#privacy-free-text: how people write a number or a contact into a note, a bio or a
// review, and the numbers that are not contacts and must read as written.

const MASKED: [string, string][] = [
  // Mobile numbers, every common way of writing them.
  ['Hubungi saya di 0812-3456-7890 ya', `Hubungi saya di ${N} ya`],
  ['0812 3456 7890', N],
  ['081234567890', N],
  ['0812.3456.7890', N],
  ['0812_3456_7890', N],
  ['0812–3456–7890', N],
  ['(0812) 3456-7890', N],
  ['+62 812-3456-7890', N],
  ['+62812 3456 7890', N],
  ['+62 (812) 3456 7890', N],
  ['+62 0812 3456 7890', N],
  ['6281234567890', N],
  ['62 812 3456 7890', N],
  ['0062 812 3456 7890', N],
  ['0857 1234 567', N],
  ['nomor: 0 8 1 2 3 4 5 6 7 8 9 0', `nomor: ${N}`],
  ['08 12 34 56 78 90', N],
  ['0.8.1.2.3.4.5.6.7.8.9.0', N],
  ['nol delapan satu dua tiga empat lima enam tujuh delapan sembilan nol', N],
  ['Kosong delapan 12 3456 7890', N],
  ['WA: 0812-3456-7890', `WA: ${N}`],
  ['wa08123456789', `wa${N}`],
  ['Rp 150.000 per jam, WA 081234567890', `Rp 150.000 per jam, WA ${N}`],
  ['0812-3456-7890 / 0813-1111-2222', `${N} / ${N}`],
  // Landlines and numbers from abroad.
  ['Telp rumah (021) 5555 1234', `Telp rumah ${N}`],
  ['022-7654321', N],
  ['0274 123456', N],
  ['+1 415 555 0123', N],
  ['+60 12-345 6789', N],
  // E-mail addresses, plain and spelled out.
  ['email budi.santoso@gmail.com', `email ${C}`],
  ['budi_s+les@sekolah.sch.id', C],
  ['budi @ gmail.com', C],
  ['budi[at]gmail[dot]com', C],
  ['budi (at) yahoo (dot) co (dot) id', C],
  ['budi at gmail dot com', C],
  ['budi@gmail', C],
  // Links to a chat or a profile.
  ['wa.me/6281234567890', C],
  ['Klik https://wa.me/6281234567890?text=halo', `Klik ${C}`],
  ['https://api.whatsapp.com/send?phone=6281234567890', C],
  ['t.me/budiles', C],
  ['https://www.instagram.com/budi.les/', C],
  ['line.me/ti/p/~budiles', C],
  ['linktr.ee/budiles', C],
  ['s.id/kontakbudi', C],
  // Handles after the app's name, and on their own.
  ['IG: @budi.les', `IG: ${C}`],
  ['ig @budi_les', `ig ${C}`],
  ['ID Line: budiles', `ID Line: ${C}`],
  ['Line: budiles', `Line: ${C}`],
  ['Telegram: @budiles', `Telegram: ${C}`],
  ['tele budi_les', `tele ${C}`],
  ['Instagram budi.les', `Instagram ${C}`],
  ['WA/IG: budi.les', `WA/IG: ${C}`],
  ['follow @budi.les ya kak', `follow ${C} ya kak`],
  // Issue 40: one of each kind that got through before, with what stays around it.
  ['WA 0812\n3456\n7890 ya', `WA ${N} ya`],
  ['0812\u00A03456\u20117890', N],
  ['0812 3456 dan belakangnya 7890, makasih', `${N}, makasih`],
  ['Nomor ０８１２３４５６７８９０', `Nomor ${N}`],
  ['WA 𝟎𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗𝟎!', `WA ${N}!`],
  ['0️⃣8️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣9️⃣0️⃣ ya', `${N} ya`],
  ['WA 0812\u200B3456\u00AD7890', `WA ${N}`],
  ['WA O8l2 34S6 789O', `WA ${N}`],
  ['nol lapan satu dua tiga empat lima enam tujuh lapan sembilan nol', N],
  ['zero eight one two 3456 7890', N],
  ['WA 812 3456 7890', `WA ${N}`],
  ['www.081234567890.com', `www.${N}.com`],
  ['lynk.id/kakrina dan heylink.me/rina', `${C} dan ${C}`],
  ['tg://resolve?domain=rinales', C],
  ['t . me / rinales', C],
  ['DM di IG kakrinamath', `DM di IG ${C}`],
  ['add line aku rinales ya', `add line aku ${C} ya`],
  ['follow @ kakrina.math', `follow ${C}`],
  ['email rina at gmail.com', `email ${C}`],
  ['rina @gmail.com', C],
  ['email aku rinales di gmail', `email aku ${C}`],
  ['rina＠gmail.com', C],
];

const KEPT: string[] = [
  'Rp 150.000 per jam',
  'Budget 150rb/jam, bisa nego',
  'Rp 1.500.000 untuk 10 pertemuan',
  'Rp 850.000 - 1.000.000 sebulan',
  'Rp150.000,00',
  '2 orang @ Rp 75.000, atau @75rb per orang',
  'Kelas 12 IPA, SMA 3 Bandung',
  'Anak saya kelas 08 SMP',
  'Tahun 2024 lulus UTBK, angkatan 2021',
  'Kurikulum 2013 dan Kurikulum Merdeka',
  'Jam 19.00-21.00 WIB',
  'Jam 08.30 - 10.30 dan 13.00 - 15.00',
  'Pukul 07:00 sampai 09:00, 2 jam',
  'Tanggal 12/08/2025 atau 15-08-2025',
  'Mulai 2025-01-15',
  '2 orang, 3 jam, seminggu 2x',
  'NIM 2106123456',
  'NIK 3273012345670001',
  'Rekening BCA 1234567890',
  'Nilai UTBK 650,5 dan IPK 3,85',
  'Skor TOEFL 550, kode pos 40132',
  'Halaman 10-12, soal nomor 1-20, bab 3.2.1',
  'ISBN 978-602-8519-93-9',
  'Pernah ikut OSN 2019 tingkat provinsi',
  'Online lewat Zoom atau Google Meet',
  'Materi: aljabar, trigonometri, dan limit',
  'Deadline: Jumat, timeline: 3 minggu',
  'Slide saya: https://www.canva.com/design/DAF0812345678/view',
  'Line 2 soal nomor 5 masih bingung',
  'Tidak ada pertanyaan yang bodoh, jangan ragu bertanya via chat di web ini.',
  'Persiapan PAS kelas 11: barisan dan deret.',
  // The six texts issue 40 found changed.
  'ISBN 978-0-306-40615-7',
  'Barisan 0 2 4 6 8 10 12 14',
  'Biaya +12.500.000 per semester',
  'via WA: video call 1 jam',
  'Telegram: grup kelas',
  '50rb @orang',
];

describe('maskContactDetails', () => {
  it.each(MASKED)('masks %j', (text, expected) => {
    expect(maskContactDetails(text)).toBe(expected);
  });

  it.each(KEPT)('keeps %j as written', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });

  it('covers at least 40 variants, many of them texts that must stay', () => {
    expect(MASKED.length + KEPT.length).toBeGreaterThanOrEqual(40);
    expect(KEPT.length).toBeGreaterThanOrEqual(25);
  });

  it('masks every contact in a longer note and keeps the rest', () => {
    const note =
      'Anak saya kelas 11, butuh les Fisika jam 19.00. Rp 150.000/jam ok. WA 0812-3456-7890 atau email rina.les@gmail.com, IG: @rina.belajar';
    expect(maskContactDetails(note)).toBe(
      `Anak saya kelas 11, butuh les Fisika jam 19.00. Rp 150.000/jam ok. WA ${N} atau email ${C}, IG: ${C}`,
    );
  });

  it('keeps every character around what it hides exactly as typed, fullwidth and invisible ones included', () => {
    const note = 'Ｒｐ １５０.０００/jam\u200B, kelas １２ — WA ０８１２\u200B３４５６\u200B７８９０ 🙂';
    expect(maskContactDetails(note)).toBe(`Ｒｐ １５０.０００/jam\u200B, kelas １２ — WA ${N} 🙂`);
  });

  it('tells whether the other side would read a text with something hidden', () => {
    expect(wouldBeMasked('Kelas 12, Rp 150.000, WA video call')).toBe(false);
    expect(wouldBeMasked('WA ０８１２３４５６７８９０')).toBe(true);
    expect(wouldBeMasked(null)).toBe(false);
    expect(wouldBeMasked('')).toBe(false);
  });

  it('is idempotent and keeps null', () => {
    const once = maskContactDetails('WA 081234567890, t.me/budi');
    expect(maskContactDetails(once)).toBe(once);
    expect(maskContactDetails(null)).toBeNull();
    expect(maskContactDetails('')).toBe('');
  });
});
