import type { Config } from '../../infra/config.ts';
import { mailedSecretKey, type MailedSecretKey } from '../accounts/mailed-secrets.ts';

/** What notification content needs from the configuration: where links point, how to pay, the key of mailed secrets. */
export type NotificationContext = {
  /** APP_URL: links in messages point here. */
  appUrl: string;
  /** The GOPAY number customers transfer to (GOPAY_NUMBER), the same the transaction page shows. */
  gopayNumber: string;
  /** Derives the link tokens and codes that account messages carry (services/accounts/mailed-secrets.ts). */
  secretKey: MailedSecretKey;
  /** REQUEST_MAX_TUTORS: an invitation to a request that is full already is not sent. */
  requestMaxTutors: number;
};

export function notificationContextFrom(
  config: Pick<Config, 'APP_URL' | 'GOPAY_NUMBER' | 'JWT_SECRET' | 'REQUEST_MAX_TUTORS'>,
): NotificationContext {
  return {
    appUrl: config.APP_URL,
    gopayNumber: config.GOPAY_NUMBER,
    secretKey: mailedSecretKey(config.JWT_SECRET),
    requestMaxTutors: config.REQUEST_MAX_TUTORS,
  };
}

/** APP_URL without trailing slashes, to put a path behind. */
export const baseUrl = (appUrl: string): string => appUrl.replace(/\/+$/, '');
