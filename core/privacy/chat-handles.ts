import type { Span } from './spans.ts';

// Chat handles in a shadow text (shadow-text.ts): after an app's name ('IG: budi.les', 'DM di IG
// kakrinamath', 'add line aku rinales', 'Telegram @budi') and on their own ('@budi.les',
// '@ budi.les'). The app's name stays; only the handle is hidden. A word that reads as part of a
// sentence ('via WA video call', 'Telegram: grup kelas') or a price ('@75rb', '50rb @orang') stays.

const APP_NAMES =
  'whatsapp|wa|instagram|insta|ig|line|telegram|tele|tg|facebook|fb|tiktok|twitter|discord|snapchat|snap|threads|signal|skype|kakao|wechat|username|uname|gmail|yahoo';
// 'IGku budiles', 'usernamenya budiles'.
const APP = new RegExp(`(?<![\\p{L}\\p{N}])(?:${APP_NAMES})(?:nya|ku)?(?![\\p{L}\\p{N}])`, 'gu');
const APP_WORD = new RegExp(`^(?:${APP_NAMES})(?:nya|ku)?$`, 'u');
const TOKEN = /@?\s?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,29}/uy;
const GAP = /[\s:=>.\-–—]{0,6}/uy;

const words = (list: string) => new Set(list.split(/\s+/u));
// Words between the app's name and the handle: 'cari aku di telegram x', 'IG-nya kak budi'.
const FILLERS = words('aku saya ku gw gue gua ane ya di ke kak kakak id nya adalah yaitu ini');
// Words that end a handle's sentence: 'IG budiles ya kak', 'IG budiles atau WA'.
const PARTICLES = words('ya yaa yah kak ka kakak sis gan bro min aja saja ok oke okay pls please thx makasih terima dm follow atau dan juga');
// Words that follow an app's name in an ordinary sentence, never a handle.
const NOT_A_HANDLE = words(`
  saja aja dulu nanti juga atau dan untuk buat yang ini itu ya yaa kak ke di dari dengan sama pakai lewat via
  chat call video voice vc telepon telpon grup group kelas channel kanal story stories post postingan reels
  live status bisnis business web desktop aktif admin saya aku kami kita anda dia mereka ortu orangtua wali
  murid siswa tutor guru pengajar pribadi resmi official page halaman akun account bot app aplikasi online
  offline jadwal materi tugas soal pembahasan rekaman link tautan nomor nomer no number biasa only please ok
  oke fitur notif notifikasi pesan message japri personal meet zoom gmeet google room ruang catatan konfirmasi
  info informasi berikut sudah udah belum tidak gak nggak ga enggak bisa boleh mau akan lagi terus rumah
  sekolah kampus kantor tempat lokasi jakarta bandung surabaya medan semarang yogyakarta jogja depok bekasi
  bogor tangerang malang makassar denpasar bali palembang solo saat selama setiap tiap per bio profil profile
  followers pengikut konten content com`);
// After '@': a price or a unit ('@75rb', '@ Rp 75.000', '50rb @orang') is not a handle.
const PER_UNIT = words('orang org jam sesi pertemuan siswa anak murid kepala pax paket bulan minggu hari kelas modul buku soal rp idr harga per mapel kali x pcs lembar menit');

const LOOKS_LIKE_HANDLE = /[._\p{N}]/u;

const wordAt = (text: string, at: number): string => /^\p{L}+/u.exec(text.slice(at, at + 20))?.[0] ?? '';

/** True when what follows a plain-word handle closes it: the end, a punctuation mark, a particle, another app. */
function closes(text: string, at: number): boolean {
  const rest = text.slice(at, at + 24);
  if (/^\s*(?:$|[,.;:!?)\]\n/|])/u.test(rest)) return true;
  const next = /^\s+(\p{L}+)/u.exec(rest)?.[1] ?? '';
  return PARTICLES.has(next) || APP_WORD.test(next);
}

/** The handle at `at` (after the app's name or an '@'), or null when what stands there is not one. */
function handleAt(text: string, at: number, afterColon: boolean): Span | null {
  TOKEN.lastIndex = at;
  const written = TOKEN.exec(text)?.[0].replace(/\.+$/u, '');
  if (!written) return null;
  const atSign = written.startsWith('@');
  const name = written.replace(/^@\s?/u, '');
  const end = at + written.length;
  // A handle has a letter and starts with one: '2x seminggu', '@75rb' and '@ Rp 75.000' are not.
  if (!/^[\p{L}_]/u.test(name) || !/\p{L}/u.test(name) || NOT_A_HANDLE.has(name)) return null;
  if (atSign && (PER_UNIT.has(name) || /^rp\d*$/u.test(name))) return null;
  const spacedAt = atSign && written !== `@${name}`;
  const isHandle =
    LOOKS_LIKE_HANDLE.test(name) || (atSign && !spacedAt) || ((afterColon || closes(text, end)) && name.length >= 3);
  return isHandle ? { start: at, end, label: 'contact' } : null;
}

function afterAppName(text: string, at: number): Span | null {
  GAP.lastIndex = at;
  let gap = GAP.exec(text)![0];
  let position = at + gap.length;
  const afterColon = /[:=]/u.test(gap);
  for (let filler = 0; filler < 2; filler += 1) {
    const word = wordAt(text, position);
    if (!FILLERS.has(word) || !/[\s:=>\-–—]/u.test(text[position + word.length] ?? '')) break;
    position += word.length;
    GAP.lastIndex = position;
    gap = GAP.exec(text)![0];
    position += gap.length;
  }
  if (position === at && text[at] !== '@') return null;
  if (APP_WORD.test(wordAt(text, position))) return null;
  return handleAt(text, position, afterColon);
}

const BARE = /(?<![\p{L}\p{N}_.])(?:[\p{L}\p{N}._+-]{1,64})?@/gu;

export function handleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(APP)) {
    const span = afterAppName(text, m.index + m[0].length);
    if (span) spans.push(span);
  }
  for (const m of text.matchAll(BARE)) {
    const span = handleAt(text, m.index + m[0].length - 1, false);
    if (!span) continue;
    // 'budi@sekolah' without an ending: the name before the '@' goes too.
    spans.push({ ...span, start: m.index });
  }
  return spans;
}
