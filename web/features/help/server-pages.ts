import { fixedHead, type ServerPage } from '../../lib/public-page.ts';

// The help pages' heads as the server writes them (web/app/route-table.ts): server-only code. Their
// content needs no data of the server's beyond the footer's settings, which every page reads.

export const faqPage: ServerPage = {
  head: fixedHead(
    'Jawaban atas pertanyaan tentang Ajarin: pemesanan, permintaan belajar, pembayaran, refund, pencairan dana tutor dan status.',
  ),
};

export const guideCustomerPage: ServerPage = {
  head: fixedHead('Panduan siswa Ajarin langkah demi langkah: daftar, cari tutor atau buat permintaan belajar, bayar, lalu beri ulasan.'),
};

export const guideTutorPage: ServerPage = {
  head: fixedHead(
    'Panduan tutor Ajarin langkah demi langkah: lengkapi profil dan tarif, terima pesanan atau ikut permintaan belajar, lalu cairkan penghasilan.',
  ),
};
