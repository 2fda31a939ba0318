import type { NotificationContext } from '../../core/notifications/notification-context.ts';
import type { Config } from '../../infra/config.ts';
import { mailedSecretKey } from '../accounts/mailed-secrets.ts';

/** The context of every notification, from the settings: where links point, how to pay, the key of mailed secrets. */
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
