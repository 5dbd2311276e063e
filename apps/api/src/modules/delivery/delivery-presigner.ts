import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import * as Minio from 'minio';
import type { StorageConfig } from '../../config/configuration.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { deliveryConfig, type DeliveryConfig } from './delivery.config.js';

/**
 * Presigned links of the delivery bucket, signed for the host browsers and customers' tools reach the storage at.
 * Behind Docker the API talks to http://minio:9000, which no browser can resolve; DELIVERY_PUBLIC_ENDPOINT names
 * the public address, and a signature is only valid for the host it was made for, so the link is signed for it.
 * Signing needs no connection: the region is configured, so the client never asks the storage for it.
 */
@Injectable()
export class DeliveryPresigner {
  private readonly client: Minio.Client;

  constructor(
    private readonly storage: StorageService,
    @Inject(deliveryConfig.KEY) config: DeliveryConfig,
    configService: ConfigService,
  ) {
    const storageConfig = configService.getOrThrow<StorageConfig>('storage');
    this.client = config.publicEndpoint ? publicClient(config.publicEndpoint, storageConfig) : storage.client;
  }

  get(key: string, expirySeconds: number, responseHeaders: Record<string, string> = {}): Promise<string> {
    return this.client.presignedGetObject(this.storage.bucket('delivery'), key, expirySeconds, responseHeaders);
  }

  put(key: string, expirySeconds: number): Promise<string> {
    return this.client.presignedPutObject(this.storage.bucket('delivery'), key, expirySeconds);
  }
}

function publicClient(endpoint: string, storage: StorageConfig): Minio.Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Minio.Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: storage.accessKey,
    secretKey: storage.secretKey,
    region: storage.region,
    pathStyle: true,
  });
}
