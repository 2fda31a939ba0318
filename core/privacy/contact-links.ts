import type { Span } from './spans.ts';

// Links that reach a person, in a shadow text (shadow-text.ts): chat apps, social profiles,
// link-in-bio pages, the shorteners that can hide any of them, and the apps' own schemes
// ('tg://resolve?domain=…', 'whatsapp://send?phone=…'). Other links (a Canva deck, a school site)
// stay; a number inside any link is still the phone rule's.

const HOSTS = [
  'wa.me',
  'wa.link',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.dog',
  'line.me',
  'lin.ee',
  'instagram.com',
  'instagr.am',
  'ig.me',
  'facebook.com',
  'fb.com',
  'fb.me',
  'm.me',
  'messenger.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'threads.net',
  'linkedin.com',
  'lnkd.in',
  'discord.gg',
  'discord.com',
  'signal.me',
  'signal.group',
  'snapchat.com',
  'skype.com',
  'linktr.ee',
  'lynk.id',
  'heylink.me',
  'bio.link',
  'msha.ke',
  'linkin.bio',
  'beacons.ai',
  'taplink.cc',
  'carrd.co',
  'linkfly.to',
  'lnk.bio',
  'linkr.bio',
  'solo.to',
  'tap.bio',
  'allmylinks.com',
  'campsite.bio',
  'direct.me',
  'mssg.me',
  's.id',
  'bit.ly',
  'tinyurl.com',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  'is.gd',
  't.ly',
  'ow.ly',
  'rebrand.ly',
  'tiny.cc',
  'goo.gl',
  't.co',
  'bit.do',
];
// The dot may be spelled out to get past a filter ('wa dot me', 's[.]id', 't(dot)me'), or spaced
// ('t . me / budi'); a spaced dot counts only before a path: 'Cek bio. Link …' is a sentence.
const SPELLED_DOT = String.raw`\s?[([{]\s?(?:dot|titik|\.)\s?[)\]}]\s?|\s(?:dot|titik)\s`;
const hostPattern = (host: string) => {
  const [first, ...rest] = host.split('.');
  const tail = rest.join(String.raw`\.`);
  return String.raw`${first}(?:\.|${SPELLED_DOT})${tail}|${first}\s{1,2}\.\s{0,2}${tail}(?=\s{0,2}/)|${first}\.\s{1,2}${tail}(?=\s{0,2}/)`;
};

const LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._-])(?:(?:https?|ftp)\s?:\s?//\s?)?(?:www\s?\.\s?)?(?:[a-z0-9-]{1,63}\.){0,4}(?:${HOSTS.map(hostPattern).join('|')})(?![\p{L}\p{N}-])(?:\s{0,2}[/?#]\s{0,2}[^\s]*)?`,
  'gu',
);
const SCHEME =
  /(?<![\p{L}\p{N}])(?:(?:tg|whatsapp|line|viber|skype|intent|fb|instagram)\s?:\s?\/\/\s?\S+|(?:tg|mailto|tel|sms|skype|whatsapp|viber):[^\s/]\S*)/gu;
// A link ends before the punctuation that closes its sentence: 't.me/budi, atau …'.
const TRAILING = /[.,;:!?)\]}'"]+$/u;

// What each pattern cannot match without: every host is written with a dot, spelled or typed, and
// every scheme with a colon. Most texts (a name, a short note) have neither, and the patterns are
// costly to try at every position of one (decision 069).
const LINK_NEEDS = /\.|dot|titik/u;
const SCHEME_NEEDS = ':';

export function linkSpans(text: string): Span[] {
  const spans: Span[] = [];
  const patterns = [...(LINK_NEEDS.test(text) ? [LINK] : []), ...(text.includes(SCHEME_NEEDS) ? [SCHEME] : [])];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern)) {
      const found = m[0].replace(TRAILING, '');
      spans.push({ start: m.index, end: m.index + found.length, label: 'contact' });
    }
  return spans;
}
