import type { Config } from '../../infra/config.ts';

/** What notification emails need from the configuration: where links point, how to pay. */
export type MailContext = {
  /** APP_URL: links in messages point here. */
  appUrl: string;
  /** The GOPAY number customers transfer to (GOPAY_NUMBER), the same the transaction page shows. */
  gopayNumber: string;
};

export function mailContextFrom(config: Pick<Config, 'APP_URL' | 'GOPAY_NUMBER'>): MailContext {
  return { appUrl: config.APP_URL, gopayNumber: config.GOPAY_NUMBER };
}
