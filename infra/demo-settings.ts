// The made-up payment details and contact addresses a development checkout runs with. Nobody owns
// them: production refuses to start while any is still one of these (infra/config.ts), and
// development marks those shown on a page as examples (api/routes/config.routes.ts).
export const DEMO_SETTINGS = {
  GOPAY_NUMBER: '081234567890',
  QRIS_IMAGE_URL: '/payment/qris.svg',
  SOCIAL_URL: 'https://instagram.com/ajarin.id',
  MICROBLOG_URL: 'https://x.com/ajarin_id',
  CHAT_CONTACT_URL: 'https://wa.me/6281234567890',
  TUTOR_CHAT_GROUP_URL: 'https://chat.whatsapp.com/ajarin-tutor',
  TUTOR_VERIFICATION_FORM_URL: 'https://forms.gle/ajarin-verifikasi-tutor',
} as const;

export type DemoSetting = keyof typeof DEMO_SETTINGS;

/** The settings of `env` that still hold their made-up value, in DEMO_SETTINGS order. */
export function settingsStillDemo(env: Record<DemoSetting, string>): DemoSetting[] {
  return (Object.keys(DEMO_SETTINGS) as DemoSetting[]).filter((name) => env[name] === DEMO_SETTINGS[name]);
}
