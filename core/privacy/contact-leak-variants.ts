// The ways people write a contact into a free text to get it past a filter, by kind
// (docs/product.md#privacy-free-text). Read by the table test beside maskContactDetails and by
// `npm run bench:masking`; no product code imports it. Each variant names the piece that must be
// gone after masking (`secret`, as it is written in `text`). Casual: how people write a contact
// without thinking of a filter, or what a copy and paste carries. Deliberate: written to get past one.

export const LEAK_KINDS = [
  'separators',
  'other-digits',
  'invisible',
  'letters-for-digits',
  'digit-words',
  'no-prefix',
  'number-in-link',
  'link-hosts',
  'handles',
  'emails',
] as const;
export type LeakKind = (typeof LEAK_KINDS)[number];
export type LeakStyle = 'casual' | 'deliberate';
export type LeakVariant = { kind: LeakKind; style: LeakStyle; text: string; secret: string };

const PHONES = ['081234567890', '085711223344', '081399887766', '089655443322', '082177889900', '087812345678'];
const groups = (phone: string) => [phone.slice(0, 4), phone.slice(4, 8), phone.slice(8)];

/** '081234567890' written with another set of digits, from that set's zero. */
const inDigits = (phone: string, zero: number) => [...phone].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');
const circled = (phone: string) => [...phone].map((digit) => (digit === '0' ? '⓪' : String.fromCodePoint(0x245f + Number(digit)))).join('');
const negativeCircled = (phone: string) =>
  [...phone].map((digit) => (digit === '0' ? '⓿' : String.fromCodePoint(0x2775 + Number(digit)))).join('');
const keycaps = (phone: string) => [...phone].map((digit) => `${digit}\uFE0F\u20E3`).join('');
const superscript = (phone: string) => [...phone].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]).join('');
const WORDS_ID = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const WORDS_EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const spelled = (phone: string, words: string[], gap = ' ') => [...phone].map((digit) => words[Number(digit)]).join(gap);

type Draft = [style: LeakStyle, before: string, secret: string, after?: string];
const variants = (kind: LeakKind, drafts: Draft[]): LeakVariant[] =>
  drafts.map(([style, before, secret, after = '']) => ({ kind, style, text: `${before}${secret}${after}`, secret }));

const separators = (phone: string, index: number): Draft[] => {
  const [a, b, c] = groups(phone);
  const lead = ['WA ', 'Hubungi ', 'nomor saya ', '', 'Bisa chat ke '][index % 5]!;
  return [
    ['casual', lead, `${a}\n${b}\n${c}`],
    ['casual', lead, `${a}\u00A0${b}\u00A0${c}`, ' ya'],
    ['casual', lead, `${a}\u2011${b}\u2011${c}`],
    ['casual', lead, `${a}\u2009${b}\u2009${c}`],
    ['casual', lead, `${a}, ${b}, ${c}`],
    ['deliberate', lead, `${a}*${b}*${c}`],
    ['deliberate', lead, `${a}|${b}|${c}`],
    ['deliberate', lead, `${a}~${b}~${c}`],
    ['deliberate', lead, `${a}+${b}+${c}`],
    ['deliberate', lead, `${a}    ${b}    ${c}`],
    ['deliberate', lead, `${a}...${b}...${c}`],
    ['deliberate', lead, `${a} ${b} dan belakangnya ${c}`],
  ];
};

export const LEAK_VARIANTS: LeakVariant[] = [
  ...variants('separators', [
    ...separators(PHONES[0]!, 0),
    ...separators(PHONES[1]!, 1),
    ['casual', 'Nomor WA:\n', '0813\n9988\n7766', '\nTerima kasih'],
    ['casual', 'WA ', '+62\u00A0813\u20119988\u20117766'],
    ['casual', '', '0896\u202F5544\u202F3322', ' (WA)'],
    ['deliberate', 'no: ', '0821 / 7788 / 9900'],
    ['deliberate', '', '0878-1234 lanjut 5678', ' ya kak'],
    ['deliberate', 'Hubungi ', '0821 7788 terus 9900'],
    ['deliberate', '', '08 12 34 56 78 90'.replaceAll(' ', ' • ')],
    ['deliberate', 'wa ', '0857;1122;3344'],
    ['casual', 'Telp rumah ', '(022)\n7654321'],
    ['casual', 'WA ', '+62 812\n3456\n7890'],
  ]),
  ...variants('other-digits', [
    ['casual', 'WA ', inDigits(PHONES[0]!, 0xff10)],
    ['casual', 'WA: ', inDigits(PHONES[1]!, 0xff10).replace(/(.{4})(.{4})/u, '$1 $2 ')],
    ['casual', 'Nomor ', inDigits(PHONES[2]!, 0x0660)],
    ['casual', '', inDigits(PHONES[3]!, 0x06f0)],
    ['deliberate', 'Hubungi ', inDigits(PHONES[4]!, 0x1d7ce)],
    ['deliberate', 'WA ', inDigits(PHONES[5]!, 0x1d7ec)],
    ['deliberate', '', inDigits(PHONES[0]!, 0x1d7d8)],
    ['deliberate', 'wa: ', inDigits(PHONES[1]!, 0x1d7f6)],
    ['deliberate', 'IG bio: ', inDigits(PHONES[2]!, 0x1d7e2)],
    ['deliberate', 'WA ', circled(PHONES[3]!)],
    ['deliberate', '', negativeCircled(PHONES[4]!)],
    ['deliberate', 'Nomor ', keycaps(PHONES[5]!)],
    [
      'deliberate',
      'WA ',
      keycaps(PHONES[0]!)
        .replace(/((?:\d\uFE0F\u20E3){4})/gu, '$1 ')
        .trim(),
    ],
    ['deliberate', '', superscript(PHONES[1]!)],
    ['deliberate', 'wa ', inDigits(PHONES[2]!, 0x0966)],
    ['deliberate', '', inDigits(PHONES[3]!, 0x09e6)],
    ['deliberate', 'WA ', inDigits(PHONES[4]!, 0x0e50)],
    ['deliberate', '', `08${inDigits('1234', 0xff10)} ${inDigits('5678', 0x1d7ce)} 90`],
    ['casual', 'Nomor saya ', ['0812', '3456', '7890'].map((group) => inDigits(group, 0xff10)).join('-')],
  ]),
  ...variants('invisible', [
    ['casual', 'WA ', '0812\u200B3456\u200B7890'],
    ['deliberate', '', [...PHONES[1]!].join('\u200B')],
    ['deliberate', 'WA ', [...PHONES[2]!].join('\u200D')],
    ['deliberate', 'Hubungi ', [...PHONES[3]!].join('\u200C')],
    ['deliberate', '', [...PHONES[4]!].join('\u00AD')],
    ['deliberate', 'wa: ', '0878\u2060-1234\u2060-5678'],
    ['deliberate', '', '\uFEFF0812\uFEFF3456\uFEFF7890'],
    ['deliberate', 'No ', '0857\u200E1122\u200F3344'],
    ['casual', '\u202A', '+62 813-9988-7766', '\u202C'],
    ['deliberate', 'WA ', '08\u00AD96\u200B-55\u200D44-33\u206022'],
  ]),
  ...variants('letters-for-digits', [
    ['deliberate', 'WA ', 'O812 3456 789O'],
    ['deliberate', '', 'o8l2-3456-7890'],
    ['deliberate', 'wa: ', 'O8I2 34S6 789O'],
    ['deliberate', '', '08l234S6789O'],
    ['deliberate', 'Hubungi ', 'O857.ll22.3344'],
    ['deliberate', 'no ', '0813 99OO 7766'],
    ['deliberate', '', 'O896 SS44 3322', ' ya'],
    ['deliberate', 'WA ', 'O82l-7788-99OO'],
    ['deliberate', '', '+62 8l2 34S6 789O'],
    ['deliberate', 'Nomor ', 'o812 3456 789o'],
    ['deliberate', 'WA ', 'O878 l234 S678'],
    ['deliberate', '', 'O 8 l 2 3 4 S 6 7 8 9 O'],
    ['deliberate', 'WA ', '0812 3456 OOll'],
    ['deliberate', '', 'О812 3456 789О'],
  ]),
  ...variants('digit-words', [
    ['casual', 'WA ', 'nol lapan satu dua tiga empat lima enam tujuh lapan sembilan nol'],
    ['casual', '', 'kosong lapan lima tujuh satu satu dua dua tiga tiga empat empat'],
    ['deliberate', 'WA ', spelled(PHONES[2]!, WORDS_EN)],
    ['deliberate', '', spelled(PHONES[3]!, WORDS_EN, '-')],
    ['deliberate', 'Nomor ', 'nol8123456789nol'],
    ['deliberate', '', '0812tiga456tujuh890'],
    ['deliberate', 'wa ', 'zero812 3456 7890'],
    ['deliberate', '', '0 eight 1 two 3456 7890'],
    ['deliberate', 'WA ', 'NOL DELAPAN DUA SATU TUJUH TUJUH DELAPAN DELAPAN SEMBILAN SEMBILAN NOL NOL'],
    ['deliberate', '', 'nol-lapan-tujuh-delapan 1234 5678'],
    ['deliberate', 'hub ', 'nollapansatudua 3456 7890'],
    ['casual', 'WA ', '0812 tiga empat lima enam 7890'],
    ['deliberate', '', spelled(PHONES[5]!, WORDS_ID, ', ')],
    ['deliberate', 'WA ', 'zeroeightonetwo 3456 7890'],
    ['deliberate', '', 'nol delapan 12 34 lima enam 78 sembilan nol'],
    ['casual', 'WA ', 'nol wolu siji loro telu papat limo enem pitu wolu songo nol'],
    ['deliberate', '', 'enol dalapan hiji dua tilu opat lima genep tujuh dalapan salapan enol'],
  ]),
  ...variants('no-prefix', [
    ['casual', 'WA ', '812 3456 7890'],
    ['casual', 'wa: ', '81234567890'],
    ['casual', 'HP ', '857-1122-3344'],
    ['casual', 'no WA ', '813-9988-7766'],
    ['casual', 'WhatsApp ', '8965 5443 322'],
    ['casual', 'Hubungi ', '821 7788 9900'],
    ['casual', 'nomor hp saya ', '878 1234 5678'],
    ['casual', 'Telp/WA: ', '812.3456.7890'],
    ['deliberate', 'wa', '81234567890'],
    ['deliberate', 'WA ', '8 5 7 1 1 2 2 3 3 4 4'],
    ['deliberate', 'Nomor ', '812-3456-7890', ', tambahkan awalannya sendiri'],
    ['casual', 'WA aku ', '857 1122 3344'],
    ['casual', 'Hp/WA ', '813 9988 7766'],
  ]),
  ...variants('number-in-link', [
    ['deliberate', 'www.', '081234567890', '.com'],
    ['deliberate', 'http://', '081234567890'],
    ['deliberate', 'cek https://example.com/', '085711223344'],
    ['deliberate', 'www.', '0813-9988-7766', '.id'],
    ['deliberate', 'http://contoh.id/?wa=', '6289655443322'],
    ['deliberate', 'klik https://ajarin-les.web.app/hubungi/', '082177889900'],
    ['deliberate', 'www.', '+6287812345678', '.com'],
    ['deliberate', 'https://api.example.org/send?phone=', '62812 3456 7890'],
    ['deliberate', 'https://', '0857-1122-3344', '.my.id'],
    ['casual', 'Chat aku di ', 'https://wa.me/6281399887766'],
  ]),
  ...variants('link-hosts', [
    ['casual', 'Profil: ', 'lynk.id/kakrina'],
    ['casual', '', 'heylink.me/kakrinamath'],
    ['casual', 'Semua link: ', 'bio.link/rinales'],
    ['casual', '', 'msha.ke/kakrina'],
    ['casual', 'DM ', 'ig.me/m/kakrina.math'],
    ['casual', '', 'tg://resolve?domain=rinales'],
    ['deliberate', '', 't . me / rinales'],
    ['deliberate', 'chat ', 't.me / rinales'],
    ['casual', '', 'https://lynk.id/kakrina'],
    ['casual', '', 'www.heylink.me/rina'],
    ['deliberate', '', 'wa . me / 6281234567890'],
    ['deliberate', '', 't(dot)me/kakrina'],
    ['casual', '', 'beacons.ai/kakrina'],
    ['casual', '', 'linktr.ee/kakrina'],
    ['casual', '', 'cutt.ly/kakrina'],
    ['deliberate', '', 'tg:resolve?domain=kakrina'],
    ['casual', '', 'https://msha.ke/kakrina/'],
    ['deliberate', '', 'wa dot me/6281234567890'],
  ]),
  ...variants('handles', [
    ['casual', 'DM di IG ', 'kakrinamath'],
    ['casual', 'cari aku di telegram ', 'rinales'],
    ['casual', 'add line aku ', 'rinales'],
    ['deliberate', 'follow ', '@ kakrina_math'],
    ['casual', 'IG ', 'kakrinamath', ' ya'],
    ['casual', 'ig nya ', 'kakrina.math'],
    ['casual', 'follow ig aku ', 'rinales', ' ya kak'],
    ['casual', 'Tele: ', '@rina_les'],
    ['casual', 'line id: ', 'rinales'],
    ['casual', 'telegram ', '@rinales'],
    ['deliberate', 'IG ', '@ rina.les'],
    ['casual', 'TikTok ', 'kakrina.edu'],
    ['casual', 'Instagram: ', 'kakrinamath'],
    ['casual', 'ig: ', 'kakrina_math'],
    ['casual', 'IG: ', 'kakrina', ', WA nanti'],
    ['casual', 'follow ', 'kakrinamath', ' di IG'],
    ['casual', 'cari ', 'rina.les', ' di Instagram ya'],
    ['casual', '', 'rina.les', ' (IG)'],
    ['casual', 'IG ', 'kakrinamath', ' atau WA aja'],
    ['deliberate', 'IG ➡️ ', 'kakrina_math'],
    ['deliberate', 'Telegram → ', 'rinales'],
    ['deliberate', 'I G: ', 'kakrinamath'],
    ['casual', 'IGku ', 'kakrina.math'],
    ['deliberate', "cari '", 'kakrinamath', "' di IG"],
    ['casual', 'IG ', 'kakrina', ' dan WA setelah bayar'],
  ]),
  ...variants('emails', [
    ['casual', 'email ', 'rina at gmail.com'],
    ['casual', '', 'rinales @gmail.com'],
    ['casual', 'email aku ', 'rinales di gmail'],
    ['deliberate', '', 'rina＠gmail.com'],
    ['deliberate', '', 'rina\u200B@gmail.com'],
    ['deliberate', '', 'rina.les @ gmail . com'],
    ['deliberate', '', 'rina[at]gmail.com'],
    ['deliberate', '', 'rina (at) gmail (dot) com'],
    ['casual', '', 'rinales di yahoo.co.id'],
    ['deliberate', '', 'rina at yahoo dot co dot id'],
    ['casual', 'email: ', 'rina_les at gmail'],
    ['casual', '', 'RINA.LES@GMAIL.COM'],
    ['deliberate', '', 'rina＠ｇｍａｉｌ．ｃｏｍ'],
    ['deliberate', '', 'rina@gma\u200Bil.com'],
    ['casual', 'kirim ke ', 'rinales@sekolah.sch.id'],
    ['deliberate', '', 'rinales gmail.com'],
    ['deliberate', '', 'rina.les (at) yahoo.co.id'],
    ['deliberate', 'email ', 'rina dot les at yahoo dot com'],
    ['deliberate', '', 'budi titik santoso at gmail titik com'],
    ['deliberate', 'imel: ', 'r i n a @ g m a i l . c o m'],
    ['deliberate', '', 'b u d i . l e s @ y a h o o . c o . i d', ' ya'],
  ]),
];

/**
 * True when a piece of the variant's contact is still readable in `masked`: the whole secret, or any
 * run of three or more letters or digits of it that the rest of the text does not hold anyway.
 */
export function leaks(variant: LeakVariant, masked: string): boolean {
  if (masked === variant.text) return true;
  const rest = variant.text.replace(variant.secret, ' ');
  const pieces = (variant.secret.match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((piece) => !rest.includes(piece));
  return masked.includes(variant.secret) || pieces.some((piece) => masked.includes(piece));
}
