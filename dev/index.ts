// The one door into dev/ from the code that ships: scripts/start.ts imports this file, dynamically
// and only outside production (docs/architecture.md#dev-room). It is everything `npm start` adds in
// development: the demo, the chat emulators, the local Google provider, Vite, and the /dev pages.
import type { Config } from '../infra/config.ts';

export { playDemoStory } from './demo/play-demo-story.ts';
export { demoBanner } from './demo/demo-banner.ts';
export { demoChatLinker, emulatorChooser } from './demo/demo-chat-links.ts';
export { seedIfEmpty } from './demo/seeds/demo-data.ts';
export { devRouters } from './routes/dev-routers.ts';
export { startDevTelegramEmulator } from './telegram-emulator/dev.ts';
export type { TelegramEmulator } from './telegram-emulator/index.ts';
export { startDevWhatsAppEmulator } from './whatsapp-emulator/dev.ts';
export type { WhatsAppEmulator } from './whatsapp-emulator/index.ts';

/** Loaded on use: oidc-provider is needed only when no Google client is configured. */
export async function startDevGoogle(config: Config) {
  return (await import('./google-provider/dev.ts')).startDevGoogle(config);
}

/** Loaded on use: Vite's development server runs only under `npm run dev`. */
export async function startDevWebApp(options: { dataDir: string }) {
  return (await import('./web-app.ts')).startDevWebApp(options);
}
