// Stand-ins for the settings production requires and development makes up (infra/demo-settings.ts):
// for tests and benchmarks that run the production mode on this machine. Not anyone's real details.
export const STAND_IN_PRODUCTION_SETTINGS = {
  GOPAY_NUMBER: '081299990000',
  QRIS_IMAGE_URL: 'https://cdn.ajarin.test/qris.png',
  SOCIAL_URL: 'https://instagram.com/ajarin.test',
  MICROBLOG_URL: 'https://x.com/ajarin_test',
  CHAT_CONTACT_URL: 'https://wa.me/6281299990000',
  TUTOR_CHAT_GROUP_URL: 'https://chat.whatsapp.com/ajarin-test',
  TUTOR_VERIFICATION_FORM_URL: 'https://forms.gle/ajarin-test',
} as const;
