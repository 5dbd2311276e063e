import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DeliveryCredentialMode, type DeliveryCredential } from '@seqportal/contract';
import { AssumeRoleProvider } from 'minio/dist/esm/AssumeRoleProvider.mjs';
import type { StorageConfig } from '../../config/configuration.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { deliveryConfig, type DeliveryConfig } from './delivery.config.js';
import { orderPrefix } from './helpers/delivery-paths.js';
import { readOnlyPrefixPolicy } from './helpers/session-policy.js';

/**
 * What customers read when no keys limited to their order can be issued: plain words, no storage jargon. The same
 * sentence whatever the reason (no STS, or links-only configured): to the customer the outcome is the same.
 */
export const CLIENT_DOWNLOAD_UNAVAILABLE = '本订单暂不支持客户端下载，请使用下方文件列表中的下载链接逐个下载文件';
export const CREDENTIAL_UNAVAILABLE_STS = CLIENT_DOWNLOAD_UNAVAILABLE;
export const CREDENTIAL_UNAVAILABLE_DISABLED = CLIENT_DOWNLOAD_UNAVAILABLE;
export const CREDENTIAL_SHARED_DEVELOPMENT =
  '开发环境：当前存储（s3rver）无法签发临时凭证，这是开发存储的共享密钥，未限定到本订单目录且不会过期，仅供本地开发测试。生产环境签发只读、仅限本订单目录的临时凭证。';

/** What STS answers, parsed from its XML. */
interface AssumeRoleAnswer {
  AssumeRoleResponse?: {
    AssumeRoleResult?: {
      Credentials?: { AccessKeyId?: string; SecretAccessKey?: string; SessionToken?: string; Expiration?: string };
    };
  };
}

/**
 * Storage credentials for one order's delivered files (GetDeliveryCredential). The honest answer depends on the
 * storage: MinIO issues temporary read-only keys limited to the order's prefix; s3rver issues none, and then the
 * answer carries no keys and says so, unless development explicitly opted into its shared keys.
 */
@Injectable()
export class DeliveryCredentialService {
  private readonly logger = new Logger(DeliveryCredentialService.name);
  private readonly storageConfig: StorageConfig;
  /** Set once STS failed, so that the data panel stops offering credentials; cleared when it works again. */
  private stsUnavailable = false;

  constructor(
    @Inject(deliveryConfig.KEY) private readonly config: DeliveryConfig,
    private readonly storage: StorageService,
    configService: ConfigService,
  ) {
    this.storageConfig = configService.getOrThrow<StorageConfig>('storage');
  }

  /** Whether the data panel should offer the credential layer at all. */
  credentialsOffered(): boolean {
    if (this.config.credentialMode === 'links-only') return false;
    return this.config.credentialMode !== 'sts' || !this.stsUnavailable;
  }

  async issue(orderNo: string): Promise<DeliveryCredential> {
    const bucket = this.storage.bucket('delivery');
    const prefix = orderPrefix(orderNo);
    const base = {
      eptpl: this.config.publicEndpoint ?? this.storageConfig.endpoint,
      osspath: `s3://${bucket}/${prefix}`,
      region: this.storageConfig.region,
      privilege: 'readOnly' as const,
    };
    switch (this.config.credentialMode) {
      case 'links-only':
        return unavailable(base, CREDENTIAL_UNAVAILABLE_DISABLED);
      case DeliveryCredentialMode.SharedDevelopment:
        return {
          ...base,
          id: this.storageConfig.accessKey,
          secret: this.storageConfig.secretKey,
          desc: CREDENTIAL_SHARED_DEVELOPMENT,
          mode: DeliveryCredentialMode.SharedDevelopment,
          expiration: null,
        };
      case 'sts':
        return this.assumeRole(base, bucket, prefix);
    }
  }

  private async assumeRole(
    base: Pick<DeliveryCredential, 'eptpl' | 'osspath' | 'region' | 'privilege'>,
    bucket: string,
    prefix: string,
  ): Promise<DeliveryCredential> {
    const provider = new AssumeRoleProvider({
      stsEndpoint: this.config.stsEndpoint ?? this.storageConfig.endpoint,
      accessKey: this.config.stsAccessKey ?? this.storageConfig.accessKey,
      secretKey: this.config.stsSecretKey ?? this.storageConfig.secretKey,
      region: this.storageConfig.region,
      durationSeconds: this.config.credentialTtlSeconds,
      policy: readOnlyPrefixPolicy(bucket, prefix),
    });
    try {
      const answer = (await provider.performRequest()) as AssumeRoleAnswer;
      const keys = answer.AssumeRoleResponse?.AssumeRoleResult?.Credentials;
      if (!keys?.AccessKeyId || !keys.SecretAccessKey || !keys.SessionToken) {
        throw new Error('the storage answered without STS credentials');
      }
      this.stsUnavailable = false;
      const days = Math.round(this.config.credentialTtlSeconds / 86400);
      return {
        ...base,
        id: keys.AccessKeyId,
        secret: keys.SecretAccessKey,
        stoken: keys.SessionToken,
        expiration: keys.Expiration ? new Date(keys.Expiration).toISOString() : null,
        desc: `只读临时凭证，仅可访问本订单的交付目录，${days}天内有效`,
        mode: DeliveryCredentialMode.Sts,
      };
    } catch (error) {
      this.stsUnavailable = true;
      this.logger.warn(`STS AssumeRole failed, answering per-file links instead: ${(error as Error).message}`);
      return unavailable(base, CREDENTIAL_UNAVAILABLE_STS);
    }
  }
}

function unavailable(
  base: Pick<DeliveryCredential, 'eptpl' | 'osspath' | 'region' | 'privilege'>,
  desc: string,
): DeliveryCredential {
  return { ...base, id: '', secret: '', desc, mode: DeliveryCredentialMode.Unavailable, expiration: null };
}
