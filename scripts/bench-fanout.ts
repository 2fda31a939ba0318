// `npm run bench:fanout [telegram|whatsapp]`: how fast one new learning request reaches the
// linked tutors, and whether the sends keep to each channel's limits (both runs by default).
// Telegram: 1 000 tutors through the Bot API emulator (scripts/bench/fanout-telegram.ts).
// WhatsApp: 200 tutors through the WhatsApp emulator, with a payment.verified queued behind the
// fan-out (scripts/bench/fanout-whatsapp.ts). Each run creates a scratch database on
// TEST_DATABASE_URL (default: the local server) and removes it and its Redis keys at the end,
// also after a failure. Results are printed as markdown tables.
import { runTelegramFanout } from './bench/fanout-telegram.ts';
import { runWhatsAppFanout } from './bench/fanout-whatsapp.ts';

const wanted = process.argv[2];
if (wanted && wanted !== 'telegram' && wanted !== 'whatsapp') throw new Error('usage: npm run bench:fanout [telegram|whatsapp]');
if (wanted !== 'whatsapp') await runTelegramFanout();
if (wanted !== 'telegram') await runWhatsAppFanout();
