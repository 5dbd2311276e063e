import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_FILE_CATEGORY_LABELS,
  DELIVERY_MANIFEST_FILE,
  OrderLiveEventType,
  type CreateDeliveryUploadResponse,
  type DeliveryFileCategoryValue,
  type DeliveryFileEntry,
} from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError, UserInputError, type DomainError } from '../../common/errors/domain-errors.js';
import type { AuditActor } from '../../infra/audit/audit-log.service.js';
import { AuditLogService } from '../../infra/audit/audit-log.service.js';
import { OrderEventsBus } from '../../infra/events/order-events.bus.js';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import type { CustomerOrder } from '../orders/entities/customer-order.entity.js';
import { deliveryConfig, type DeliveryConfig } from './delivery.config.js';
import { DeliveryPresigner } from './delivery-presigner.js';
import { assertDeliverable } from './delivery-orders.js';
import { DeliveryFile } from './entities/delivery-file.entity.js';
import { cleanFileName, deliveryPath, objectKey, orderPrefix } from './helpers/delivery-paths.js';
import { Md5CountingStream } from './helpers/hashing-stream.js';
import { buildMd5Manifest } from './helpers/md5-manifest.js';
import { spoolUpload } from './helpers/spooled-upload.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

export const FILE_NAME_INVALID = '文件名不合法：不能为空、不能含有 / \\ 或控制字符，且不超过200个字符';
const UPLOAD_KEY_PREFIX = 'delivery-upload:';

interface StoredFile {
  category: DeliveryFileCategoryValue;
  fileName: string;
  path: string;
  size: number;
  md5: string;
  contentType: string;
}

interface PendingUpload {
  orderNo: string;
  category: DeliveryFileCategoryValue;
  fileName: string;
  path: string;
  staffId: number;
}

/**
 * The lab's delivery of files: into the delivery bucket under the order's prefix, the MD5 computed while the bytes
 * pass, a database row per file and the md5sum manifest beside the files, rewritten under the order's row lock so
 * that concurrent uploads never leave a manifest that misses a file.
 */
@Injectable()
export class DeliveryFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly presigner: DeliveryPresigner,
    private readonly audit: AuditLogService,
    private readonly bus: OrderEventsBus,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(deliveryConfig.KEY) private readonly config: DeliveryConfig,
    private readonly orders: OrderLookupService,
  ) {}

  /** Streams one file to storage (multipart upload through the API). */
  async upload(
    actor: AuditActor,
    target: { orderNo: string; category: DeliveryFileCategoryValue },
    file: { fileName: string; contentType: string; stream: Readable; tooLarge: () => DomainError | null },
  ): Promise<DeliveryFileEntry> {
    const fileName = cleanFileName(file.fileName);
    if (!fileName) throw new UserInputError(FILE_NAME_INVALID);
    const order = await this.orders.findAny({ orderNo: target.orderNo });
    assertDeliverable(order);
    const path = deliveryPath(target.category, fileName);
    const spooled = await spoolUpload(file.stream);
    try {
      // Checked on the local copy, before the storage sees a byte: a cut-off file never replaces a good one.
      const tooLarge = file.tooLarge();
      if (tooLarge) throw tooLarge;
      await this.storage.put('delivery', objectKey(order.orderNo, path), createReadStream(spooled.path), {
        size: spooled.size,
        contentType: file.contentType,
      });
    } finally {
      await spooled.discard();
    }
    return this.record(actor, order.orderNo, {
      category: target.category,
      fileName,
      path,
      size: spooled.size,
      md5: spooled.md5,
      contentType: file.contentType,
    });
  }

  /**
   * A file the system generated for the order (e.g. the sample QC report), stored and listed like an upload:
   * replaces the previous version under the same name.
   */
  async storeGenerated(
    actor: AuditActor,
    target: { orderNo: string; category: DeliveryFileCategoryValue; fileName: string; contentType: string },
    content: Buffer,
  ): Promise<DeliveryFileEntry> {
    const fileName = cleanFileName(target.fileName);
    if (!fileName) throw new UserInputError(FILE_NAME_INVALID);
    const order = await this.orders.findAny({ orderNo: target.orderNo });
    const path = deliveryPath(target.category, fileName);
    await this.storage.put('delivery', objectKey(order.orderNo, path), content, {
      size: content.length,
      contentType: target.contentType,
    });
    return this.record(
      actor,
      order.orderNo,
      {
        category: target.category,
        fileName,
        path,
        size: content.length,
        md5: createHash('md5').update(content).digest('hex'),
        contentType: target.contentType,
      },
      false,
    );
  }

  /** A presigned PUT for files too large to pass through the API; AdminCompleteDeliveryUpload records it. */
  async createUpload(
    actor: AuditActor,
    request: { orderNo: string; category: DeliveryFileCategoryValue; fileName: string },
  ): Promise<CreateDeliveryUploadResponse> {
    const fileName = cleanFileName(request.fileName);
    if (!fileName) throw new UserInputError(FILE_NAME_INVALID);
    const order = await this.orders.findAny({ orderNo: request.orderNo });
    assertDeliverable(order);
    const path = deliveryPath(request.category, fileName);
    const uploadId = randomUUID();
    const ttl = this.config.linkTtlSeconds;
    const pending: PendingUpload = {
      orderNo: order.orderNo,
      category: request.category,
      fileName,
      path,
      staffId: actor.staff.staffId,
    };
    // The upload may take as long as the link allows, and completing it needs the record a while after that.
    await this.redis.set(UPLOAD_KEY_PREFIX + uploadId, JSON.stringify(pending), 'EX', ttl * 2);
    // Straight to the final key: S3 replaces an object only once a PUT completes, so a file being replaced stays
    // whole until the new bytes are in; the row and the manifest follow on completion.
    const url = await this.presigner.put(objectKey(order.orderNo, path), ttl);
    return { uploadId, url, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
  }

  async completeUpload(actor: AuditActor, uploadId: string): Promise<DeliveryFileEntry> {
    const raw = await this.redis.get(UPLOAD_KEY_PREFIX + uploadId);
    const pending = raw ? (JSON.parse(raw) as PendingUpload) : null;
    if (!pending || pending.staffId !== actor.staff.staffId) throw new NotFoundError('上传任务不存在或已过期');
    const key = objectKey(pending.orderNo, pending.path);
    const stat = await this.storage.stat('delivery', key);
    if (!stat) throw new UserInputError('未找到已上传的文件，请先完成上传');
    const entry = await this.record(actor, pending.orderNo, {
      category: pending.category,
      fileName: pending.fileName,
      path: pending.path,
      size: stat.size,
      md5: await this.md5Of(key, stat.etag),
      contentType: 'application/octet-stream',
    });
    await this.redis.del(UPLOAD_KEY_PREFIX + uploadId);
    return entry;
  }

  /** Administrators only: removes the object, its row and its manifest line together. */
  async delete(actor: AuditActor, id: number): Promise<void> {
    const { order } = await this.dataSource.transaction(async (manager) => {
      const file = await manager.getRepository(DeliveryFile).findOne({ where: { id } });
      if (!file) throw new NotFoundError('文件不存在');
      const locked = await this.orders.lockAny(manager, { id: file.orderId });
      await manager.getRepository(DeliveryFile).delete({ id });
      await this.audit.record(manager, actor, [
        {
          action: 'delivery.delete',
          targetType: 'delivery-file',
          targetId: `${locked.orderNo}/${file.path}`,
          before: fileState(file),
          after: null,
        },
      ]);
      await this.storage.delete('delivery', objectKey(locked.orderNo, file.path));
      await this.writeManifest(manager, locked);
      return { order: locked };
    });
    await this.publishFiles(order);
  }

  async listForOrder(orderId: number, manager: EntityManager = this.dataSource.manager): Promise<DeliveryFile[]> {
    return manager.getRepository(DeliveryFile).find({ where: { orderId }, order: { path: 'ASC' } });
  }

  /**
   * `deliverableOnly`: uploads need the samples in the lab; a generated QC report may come earlier, as soon as some
   * samples have passed QC while others are still on their way.
   */
  private async record(
    actor: AuditActor,
    orderNo: string,
    stored: StoredFile,
    deliverableOnly = true,
  ): Promise<DeliveryFileEntry> {
    const { order, file } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.orders.lockAny(manager, { orderNo });
      if (deliverableOnly) assertDeliverable(locked);
      const repository = manager.getRepository(DeliveryFile);
      const existing = await repository.findOne({ where: { orderId: locked.id, path: stored.path } });
      const before = existing ? fileState(existing) : null;
      const row = existing ?? repository.create({ orderId: locked.id, path: stored.path });
      Object.assign(row, {
        category: stored.category,
        fileName: stored.fileName,
        size: String(stored.size),
        md5: stored.md5,
        contentType: stored.contentType,
        uploadedById: actor.staff.staffId,
        uploadedByName: actor.staff.username,
      });
      const saved = await repository.save(row);
      await this.audit.record(manager, actor, [
        {
          action: existing ? 'delivery.replace' : 'delivery.upload',
          targetType: 'delivery-file',
          targetId: `${locked.orderNo}/${stored.path}`,
          before,
          after: fileState(saved),
        },
      ]);
      await this.writeManifest(manager, locked);
      return { order: locked, file: saved };
    });
    await this.publishFiles(order);
    return toEntry(file);
  }

  private async writeManifest(manager: EntityManager, order: CustomerOrder): Promise<void> {
    const files = await this.listForOrder(order.id, manager);
    const manifest = buildMd5Manifest(files.map((file) => ({ path: file.path, md5: file.md5 })));
    await this.storage.put('delivery', `${orderPrefix(order.orderNo)}${DELIVERY_MANIFEST_FILE}`, manifest, {
      contentType: 'text/plain; charset=utf-8',
    });
  }

  private async publishFiles(order: CustomerOrder): Promise<void> {
    const fileCount = await this.dataSource.getRepository(DeliveryFile).count({ where: { orderId: order.id } });
    await this.bus.publish(order.memberId, {
      type: OrderLiveEventType.DeliveryFiles,
      orderNo: order.orderNo,
      fileCount,
      occurredAt: new Date().toISOString(),
    });
  }

  /**
   * A single PUT's ETag is the MD5 of its bytes (S3, MinIO and s3rver alike); a presigned upload is always one
   * PUT. Anything else (a multipart ETag "…-N") is hashed by reading the object back.
   */
  private async md5Of(key: string, etag: string): Promise<string> {
    if (/^[0-9a-f]{32}$/.test(etag)) return etag;
    const hashing = new Md5CountingStream();
    await pipeline(await this.storage.get('delivery', key), hashing, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) void chunk;
    });
    return hashing.md5();
  }
}

function fileState(file: DeliveryFile): Record<string, unknown> {
  return { category: file.category, fileName: file.fileName, size: Number(file.size), md5: file.md5 };
}

export function toEntry(file: DeliveryFile): DeliveryFileEntry {
  return {
    id: file.id,
    fileName: file.fileName,
    path: file.path,
    category: file.category,
    categoryLabel: DELIVERY_FILE_CATEGORY_LABELS[file.category],
    size: Number(file.size),
    md5: file.md5,
    uploadedAt: file.updatedAt.toISOString(),
  };
}
