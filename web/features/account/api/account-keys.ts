/** Every query of the /akun page starts with 'account'. */
export const accountKeys = {
  chats: ['account', 'chats'] as const,
  preferences: ['account', 'notification-preferences'] as const,
  google: ['account', 'google'] as const,
};
