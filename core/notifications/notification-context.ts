// What notification content needs from the configuration, as plain data: the domain folders write
// their messages from it, and services/notifications/notification-context.ts builds it once from
// the settings.

export type NotificationContext = {
  /** APP_URL: links in messages point here. */
  appUrl: string;
  /** The GOPAY number customers transfer to (GOPAY_NUMBER), the same the transaction page shows. */
  gopayNumber: string;
  /** Derives the link tokens and codes that account messages carry (services/accounts/mailed-secrets.ts). */
  secretKey: Buffer;
  /** REQUEST_MAX_TUTORS: an invitation to a request that is full already is not sent. */
  requestMaxTutors: number;
};

/** APP_URL without trailing slashes, to put a path behind. */
export const baseUrl = (appUrl: string): string => appUrl.replace(/\/+$/, '');
