import { Inject, Injectable } from '@nestjs/common';
import { JsonWebTokenError, JwtService, TokenExpiredError } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_MANIFEST_FILE,
  DOWNLOAD_LIST_CATEGORIES,
  DeliveryFileCategory,
  DownloadListType,
  ErrorCode,
  routes,
  type DatadeliveryResponse,
  type DeliveryManifest,
  type DownloadItem,
  type DownloadListTypeValue,
  type ReportDetail,
} from '@seqportal/contract';
import { DataSource, In } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { dataScopeOf, inDataScope, type DataScope } from './data-scope.js';
import { findDeliveredLibraries } from './delivered-libraries.js';
import { OrderNotFoundError } from '../orders/order-not-found.error.js';
import { DeliveryCredentialService } from './delivery-credential.service.js';
import { DeliveryPresigner } from './delivery-presigner.js';
import { deliveryConfig, type DeliveryConfig } from './delivery.config.js';
import { DeliveryDownload } from './entities/delivery-download.entity.js';
import { DeliveryFile } from './entities/delivery-file.entity.js';
import { encodeCredential } from './helpers/credential-payload.js';
import { attachmentDisposition, objectKey, orderPrefix } from './helpers/delivery-paths.js';
import { toEntry } from './delivery-files.service.js';

/** Download links are JWTs of their own audience: never accepted as a session token, nor the other way round. */
const DOWNLOAD_AUDIENCE = 'seqportal:download';

interface DownloadClaims {
  /** The delivery file. */
  sub: string;
  /** The member the link was issued to. */
  mid: number;
  /** Its organisation when it was issued (the data scope), absent for a personal account. */
  org?: number;
}

export const DOWNLOAD_LINK_EXPIRED = '下载链接已过期，请刷新文件列表后重新下载';
const DOWNLOAD_LINK_INVALID = '下载链接无效';

/**
 * What a customer fetches of an order's delivery: file lists with signed, expiring links; the MD5 manifest;
 * storage credentials. Every download and every credential issue is logged. Other customers' orders answer 404.
 */
@Injectable()
export class DataCentreService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderLookupService,
    private readonly credentials: DeliveryCredentialService,
    private readonly storage: StorageService,
    private readonly presigner: DeliveryPresigner,
    private readonly jwt: JwtService,
    @Inject(deliveryConfig.KEY) private readonly config: DeliveryConfig,
  ) {}

  async downloadList(
    customer: CustomerPrincipal,
    orderNo: string,
    type: DownloadListTypeValue,
  ): Promise<DownloadItem[]> {
    const order = await this.scopedOrder(customer, orderNo);
    const files = await this.dataSource.getRepository(DeliveryFile).find({
      where: { orderId: order.id, category: In([...DOWNLOAD_LIST_CATEGORIES[type]]) },
      order: { path: 'ASC' },
    });
    return Promise.all(files.map((file) => this.downloadItem(dataScopeOf(customer), file)));
  }

  async manifest(customer: CustomerPrincipal, orderNo: string): Promise<DeliveryManifest> {
    const order = await this.scopedOrder(customer, orderNo);
    const files = await this.dataSource
      .getRepository(DeliveryFile)
      .find({ where: { orderId: order.id }, order: { path: 'ASC' } });
    return {
      orderNo: order.orderNo,
      osspath: `s3://${this.storage.bucket('delivery')}/${orderPrefix(order.orderNo)}`,
      manifestFile: DELIVERY_MANIFEST_FILE,
      files: files.map(toEntry),
    };
  }

  async datadelivery(customer: CustomerPrincipal, orderNo: string): Promise<DatadeliveryResponse> {
    const order = await this.orders.findOwned(customer.memberId, { orderNo });
    const files = await this.dataSource.getRepository(DeliveryFile).find({
      where: { orderId: order.id, category: DeliveryFileCategory.Data },
      order: { path: 'ASC' },
    });
    return {
      orderNo: order.orderNo,
      files: await Promise.all(files.map((file) => this.downloadItem(dataScopeOf(customer), file))),
      reports: await this.downloadList(customer, orderNo, DownloadListType.Reports),
      credentialAvailable: files.length > 0 && this.credentials.credentialsOffered(),
    };
  }

  /** GetDeliveryCredential: the base64 structure, and the message the page shows (the `desc`). */
  async credential(
    customer: CustomerPrincipal,
    orderNo: string,
    ip: string | null,
  ): Promise<{ encoded: string; desc: string }> {
    const order = await this.scopedOrder(customer, orderNo);
    const credential = await this.credentials.issue(order.orderNo);
    await this.dataSource.getRepository(DeliveryDownload).insert({
      orderId: order.id,
      memberId: customer.memberId,
      deliveryFileId: null,
      kind: 'credential',
      detail: credential.mode ?? 'unknown',
      ip,
    });
    return { encoded: encodeCredential(credential), desc: credential.desc };
  }

  /**
   * GetReportDetail: one delivered library of the caller (a GetDataList row) with its data files and the order's QC
   * reports as signed links, and the order's credential (issued and logged like GetDeliveryCredential).
   */
  async reportDetail(customer: CustomerPrincipal, sampleId: number, ip: string | null): Promise<ReportDetail> {
    const library = (await findDeliveredLibraries(this.dataSource.manager, dataScopeOf(customer), [sampleId])).get(
      sampleId,
    );
    if (!library) throw new NotFoundError('数据不存在');
    const files = await this.dataSource.getRepository(DeliveryFile).find({
      where: [
        { orderId: library.orderId, category: DeliveryFileCategory.Data, fileName: In(library.dataFiles) },
        { orderId: library.orderId, category: In([...DOWNLOAD_LIST_CATEGORIES[DownloadListType.Reports]]) },
      ],
      order: { path: 'ASC' },
    });
    const { encoded } = await this.credential(customer, library.orderNo, ip);
    return {
      basestr: encoded,
      files: await Promise.all(files.map((file) => this.downloadItem(dataScopeOf(customer), file))),
    };
  }

  /** Checks a download link, logs the download and answers the short-lived storage link to redirect to. */
  async resolveDownload(ticket: string, ip: string | null): Promise<string> {
    const claims = await this.verifyTicket(ticket);
    const file = await this.dataSource.getRepository(DeliveryFile).findOne({
      where: { id: Number(claims.sub) },
      relations: { order: true },
    });
    // A deleted file, or an order no longer within the data scope the link was issued for, answers as missing.
    if (!file || !inDataScope({ memberId: claims.mid, organisationId: claims.org ?? null }, file.order)) {
      throw new NotFoundError('文件不存在');
    }
    await this.dataSource.getRepository(DeliveryDownload).insert({
      orderId: file.orderId,
      memberId: claims.mid,
      deliveryFileId: file.id,
      kind: 'file',
      detail: file.path,
      ip,
    });
    return this.presigner.get(objectKey(file.order.orderNo, file.path), this.config.presignTtlSeconds, {
      'response-content-disposition': attachmentDisposition(file.fileName),
    });
  }

  /** An order within the caller's data scope (its organisation's, or its own), else 404 like a missing one. */
  private async scopedOrder(customer: CustomerPrincipal, orderNo: string) {
    const order = await this.orders.findAny({ orderNo });
    if (!inDataScope(dataScopeOf(customer), order)) throw new OrderNotFoundError();
    return order;
  }

  private async downloadItem(scope: DataScope, file: DeliveryFile): Promise<DownloadItem> {
    const claims: DownloadClaims = {
      sub: String(file.id),
      mid: scope.memberId,
      ...(scope.organisationId === null ? {} : { org: scope.organisationId }),
    };
    const ticket = await this.jwt.signAsync(claims, {
      audience: DOWNLOAD_AUDIENCE,
      expiresIn: this.config.linkTtlSeconds,
    });
    return {
      filePath: `${routes.DownloadDeliveryFile.path}?ticket=${ticket}`,
      fileName: file.fileName,
      size: Number(file.size),
      md5: file.md5,
      expiresAt: new Date(Date.now() + this.config.linkTtlSeconds * 1000).toISOString(),
    };
  }

  private async verifyTicket(ticket: string): Promise<DownloadClaims> {
    try {
      return await this.jwt.verifyAsync<DownloadClaims>(ticket, { audience: DOWNLOAD_AUDIENCE });
    } catch (error) {
      if (error instanceof TokenExpiredError) throw new DomainError(ErrorCode.Forbidden, DOWNLOAD_LINK_EXPIRED);
      if (error instanceof JsonWebTokenError) throw new DomainError(ErrorCode.Forbidden, DOWNLOAD_LINK_INVALID);
      throw error;
    }
  }
}
