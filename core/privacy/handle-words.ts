// The words chat-handles.ts weighs around an app's name and an '@'.

const words = (list: string) => new Set(list.trim().split(/\s+/u));
// Words between the app's name and the handle: 'cari aku di telegram x', 'IG-nya kak budi'.
export const FILLERS = words('aku saya ku gw gue gua ane ya di ke kak kakak id nya adalah yaitu ini');
// Words that end a handle's sentence: 'IG budiles ya kak'.
export const PARTICLES = words('ya yaa yah kak ka kakak sis gan bro min aja saja ok oke okay pls please thx makasih terima dm follow');
// Words that end it only when another contact follows: 'IG budiles atau WA …', not 'WA grup dan jadwal'.
export const CONNECTORS = words('atau dan juga or and');
// Words that follow an app's name in an ordinary sentence, never a handle.
export const NOT_A_HANDLE = words(`
  saja aja dulu nanti juga atau dan untuk buat yang ini itu ya yaa kak ke di dari dengan sama pakai lewat via
  chat call video voice vc telepon telpon grup group kelas channel kanal story stories post postingan reels
  live status bisnis business web desktop aktif admin saya aku kami kita anda dia mereka ortu orangtua wali
  murid siswa tutor guru pengajar pribadi resmi official page halaman akun account bot app aplikasi online
  offline jadwal materi tugas soal pembahasan rekaman link tautan nomor nomer no number biasa only please ok
  oke fitur notif notifikasi pesan message japri personal meet zoom gmeet google room ruang catatan konfirmasi
  info informasi berikut sudah udah belum tidak gak nggak ga enggak bisa boleh mau akan lagi terus rumah
  sekolah kampus kantor tempat lokasi jakarta bandung surabaya medan semarang yogyakarta jogja depok bekasi
  bogor tangerang malang makassar denpasar bali palembang solo saat selama setiap tiap per bio profil profile
  followers pengikut konten content com langsung edukasi messenger pengumuman konsultasi komunitas
  sekolahnya tutorial belajar latihan diskusi tanya jawab kelasnya grupnya khusus utama setelah sesudah
  sebelum selesai pembayaran bayar transfer verifikasi kontak hubungi terima kasih silakan tolong mohon
  orangtuanya ortunya muridnya siswanya gurunya hanya cuma cukup sesuai menyusul segera bila jika kalau kalo
  kapan kapanpun pas waktu ketika melalui tanpa semua semuanya tersedia tanya dikirim kirim dibagikan
  diberikan tdk gk ngga engga blm sdh udh siap free gratis bebas pagi siang sore malam senin selasa rabu
  kamis jumat sabtu minggu only after before later available class soon pembelajaran pengajaran kursus les
  private privat ujian tryout`);
// After '@': a price or a unit ('@75rb', '@ Rp 75.000', '50rb @orang') is not a handle.
export const PER_UNIT = words(
  'orang org jam sesi pertemuan siswa anak murid kepala pax paket bulan minggu hari kelas modul buku soal rp idr harga per mapel kali x pcs lembar menit',
);
