import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import * as http from 'node:http';
import * as https from 'node:https';
import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import type { StorageConfig } from '../../config/configuration.js';
import { STORAGE_CONFIG } from './storage.constants.js';
import { timeoutTransport } from './timeout-transport.js';

const BUCKET_RETRY_MS = 5000;

export type BucketName = keyof StorageConfig['buckets'];

export interface StoredObject {
  key: string;
  size: number;
  etag: string;
  lastModified: Date;
}

/**
 * Object storage (MinIO in production, s3rver in development and tests) through the `minio` client.
 * Callers name buckets by role (uploads, delivery, reports, public); the real names come from config.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  readonly client: Minio.Client;

  constructor(@Inject(STORAGE_CONFIG) private readonly config: StorageConfig) {
    const endpoint = new URL(config.endpoint);
    const useSSL = endpoint.protocol === 'https:';
    this.client = new Minio.Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      // s3rver and MinIO behind one host name both need path-style addressing.
      pathStyle: true,
      transport: timeoutTransport(useSSL ? https : http, config.requestTimeoutMs),
    });
  }

  async onModuleInit(): Promise<void> {
    try {
      await this.ensureBuckets();
    } catch (error) {
      // Storage being down must not keep the API (and its health report) from starting: retry until it is back.
      this.logger.warn(`Object storage unavailable, buckets not ensured yet: ${(error as Error).message}`);
      this.retryEnsureBuckets();
    }
  }

  private retryEnsureBuckets(): void {
    const timer = setTimeout(() => {
      this.ensureBuckets().catch(() => this.retryEnsureBuckets());
    }, BUCKET_RETRY_MS);
    timer.unref();
  }

  bucket(name: BucketName): string {
    return this.config.buckets[name];
  }

  /** Creates the buckets that do not exist yet; safe to run at every start and on several instances. */
  async ensureBuckets(): Promise<void> {
    for (const name of Object.values(this.config.buckets)) {
      if (await this.client.bucketExists(name)) continue;
      try {
        await this.client.makeBucket(name, this.config.region);
        this.logger.log(`Created bucket ${name}`);
      } catch (error) {
        // Another instance may have created it between our check and our call.
        if (!(await this.client.bucketExists(name))) throw error;
      }
    }
  }

  async put(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable | string,
    options: { size?: number; contentType?: string } = {},
  ): Promise<{ etag: string }> {
    const meta = options.contentType ? { 'Content-Type': options.contentType } : {};
    const result = await this.client.putObject(this.bucket(bucket), key, body, options.size, meta);
    return { etag: result.etag };
  }

  /** Metadata of one object, or null when it does not exist. */
  async stat(bucket: BucketName, key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket(bucket), key);
      return { key, size: stat.size, etag: stat.etag, lastModified: stat.lastModified };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(bucket: BucketName, key: string): Promise<Readable> {
    return this.client.getObject(this.bucket(bucket), key);
  }

  async list(bucket: BucketName, prefix = ''): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    const stream = this.client.listObjectsV2(this.bucket(bucket), prefix, true);
    for await (const item of stream) {
      if (!item.name) continue;
      objects.push({
        key: item.name,
        size: item.size,
        etag: item.etag,
        lastModified: item.lastModified,
      });
    }
    return objects;
  }

  async delete(bucket: BucketName, key: string): Promise<void> {
    await this.client.removeObject(this.bucket(bucket), key);
  }

  presignedGet(bucket: BucketName, key: string, expirySeconds = 3600): Promise<string> {
    return this.client.presignedGetObject(this.bucket(bucket), key, expirySeconds);
  }

  presignedPut(bucket: BucketName, key: string, expirySeconds = 3600): Promise<string> {
    return this.client.presignedPutObject(this.bucket(bucket), key, expirySeconds);
  }

  /** A cheap round trip used by the health check. */
  async ping(): Promise<void> {
    await this.client.bucketExists(this.bucket('uploads'));
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}
