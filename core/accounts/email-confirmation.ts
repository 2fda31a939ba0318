// docs/product.md#accounts-confirmation: how long a sign-up's confirmation link works. In core so the
// email, the services and the web's guides state the same number.

export const CONFIRM_EMAIL_TTL_HOURS = 24;
