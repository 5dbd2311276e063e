import { join } from 'node:path';
import type { DeliveryCredential } from '@seqportal/contract';

/**
 * The environment for Debian's awscli with only the keys GetDeliveryCredential issued: no profile or config file of
 * the machine may lend the client other credentials.
 */
export function awsEnvironment(keys: DeliveryCredential, home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    AWS_ACCESS_KEY_ID: keys.id,
    AWS_SECRET_ACCESS_KEY: keys.secret,
    AWS_DEFAULT_REGION: keys.region,
    AWS_CONFIG_FILE: join(home, 'no-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'no-credentials'),
    AWS_PAGER: '',
  };
}
