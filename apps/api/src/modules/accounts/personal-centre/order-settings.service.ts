import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { isValidEmail, joinEmailList, parseEmailList, type OrderSettings } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { NotFoundError, UserInputError } from '../../../common/errors/domain-errors.js';
import type { AuthConfig } from '../../../config/configuration.js';
import { FieldCipher } from '../../../infra/crypto/field-cipher.js';
import { Member } from '../entities/member.entity.js';
import type { OrderSettingsResponseDto, SaveOrderSettingDto } from './dto/order-setting.dto.js';
import { OrderSetting } from './entities/order-setting.entity.js';

const MASK = '******';

@Injectable()
export class OrderSettingsService {
  private readonly cipher: FieldCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.cipher = new FieldCipher(config.getOrThrow<AuthConfig>('auth').fieldEncryptionKey);
  }

  async get(memberId: number): Promise<OrderSettingsResponseDto> {
    const member = await this.dataSource
      .getRepository(Member)
      .findOne({ where: { id: memberId }, relations: { organisation: true } });
    if (!member) throw new NotFoundError();
    const setting = await this.dataSource.getRepository(OrderSetting).findOne({ where: { memberId } });
    return {
      isman: member.isMain,
      result: { id: member.id, memberName: member.nickName, moblie: member.phone, email: member.email ?? '' },
      companyset: setting ? this.toSettings(setting, member.organisation?.name ?? '') : null,
    };
  }

  /** Whether an order may be placed: the ordering contact must be filled in (else code 182). */
  async isComplete(memberId: number): Promise<boolean> {
    return this.dataSource.getRepository(OrderSetting).exists({ where: { memberId } });
  }

  async save(memberId: number, dto: SaveOrderSettingDto): Promise<void> {
    const emails = parseEmailList(dto.meEmail);
    if (emails.length === 0 || !emails.every(isValidEmail)) throw new UserInputError('请填写正确的下单邮箱');
    const repository = this.dataSource.getRepository(OrderSetting);
    const existing = await repository.findOne({ where: { memberId } });
    const contact = { memberId, meName: dto.meName, meMoblie: dto.meMoblie, meEmail: joinEmailList(emails) };
    const delivery = dto.isChange || !existing ? this.deliveryFields(dto, existing) : {};
    // One row per member: an upsert keeps two concurrent saves from failing on the primary key.
    await repository.upsert({ ...existing, ...contact, ...delivery }, ['memberId']);
  }

  private deliveryFields(dto: SaveOrderSettingDto, existing: OrderSetting | null) {
    // The page sends back the masked secret it read when the secret was not retyped.
    const keepSecret = dto.accessKeySecret.startsWith(MASK) && existing !== null;
    return {
      accessKeyId: dto.acceessKeyId,
      accessKeySecretEncrypted: keepSecret
        ? existing.accessKeySecretEncrypted
        : this.cipher.encrypt(dto.accessKeySecret),
      ossPath: dto.ossPath,
      bucket: dto.bucket,
      endPoint: dto.endPoint,
    };
  }

  private toSettings(setting: OrderSetting, mechanism: string): OrderSettings {
    const secret = this.cipher.decrypt(setting.accessKeySecretEncrypted);
    return {
      mechanism,
      meName: setting.meName,
      meMoblie: setting.meMoblie,
      meEmail: setting.meEmail,
      acceessKeyId: setting.accessKeyId,
      accessKeySecret: secret ? `${MASK}${secret.slice(-4)}` : '',
      ossPath: setting.ossPath,
      bucket: setting.bucket,
      endPoint: setting.endPoint,
      isChange: false,
    };
  }
}
