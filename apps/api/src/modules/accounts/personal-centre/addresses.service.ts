import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Address } from '@seqportal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError, UserInputError } from '../../../common/errors/domain-errors.js';
import type { AddAddressDto, UpdateAddressDto } from './dto/address.dto.js';
import { MemberAddress } from './entities/member-address.entity.js';
import { resolveRegion } from './helpers/region-tree.js';

/** Enough for any lab; stops a runaway client from filling the table. */
export const MAX_ADDRESSES_PER_MEMBER = 50;
const ADDRESS_NOT_FOUND = '地址不存在';

/**
 * Pickup addresses of the signed-in member. Every write runs in one transaction that first locks the
 * member row, so concurrent requests can never leave two default addresses (or none while some exist).
 */
@Injectable()
export class AddressesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(memberId: number): Promise<Address[]> {
    const rows = await this.dataSource.getRepository(MemberAddress).find({
      where: { memberId },
      order: { isDefault: 'DESC', id: 'ASC' },
    });
    return rows.map(toAddress);
  }

  async add(memberId: number, dto: AddAddressDto): Promise<Address> {
    const region = checkRegion(dto);
    return this.dataSource.transaction(async (manager) => {
      await lockMember(manager, memberId);
      const repository = manager.getRepository(MemberAddress);
      const count = await repository.count({ where: { memberId } });
      if (count >= MAX_ADDRESSES_PER_MEMBER) throw new UserInputError(`最多只能保存${MAX_ADDRESSES_PER_MEMBER}个地址`);
      // The first address is the default one: the order page preselects it.
      const isDefault = count === 0 || dto.isDefault === true;
      if (isDefault) await repository.update({ memberId }, { isDefault: false });
      const saved = await repository.save(repository.create({ ...fields(dto), ...region, memberId, isDefault }));
      return toAddress(saved);
    });
  }

  async update(memberId: number, dto: UpdateAddressDto): Promise<Address> {
    const region = checkRegion(dto);
    return this.dataSource.transaction(async (manager) => {
      await lockMember(manager, memberId);
      const repository = manager.getRepository(MemberAddress);
      const existing = await repository.findOne({ where: { id: dto.id, memberId } });
      if (!existing) throw new NotFoundError(ADDRESS_NOT_FOUND);
      // Unticking the default is ignored: one address always stays the default.
      const isDefault = existing.isDefault || dto.isDefault === true;
      if (isDefault && !existing.isDefault) await repository.update({ memberId }, { isDefault: false });
      Object.assign(existing, fields(dto), region, { isDefault });
      return toAddress(await repository.save(existing));
    });
  }

  async delete(memberId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockMember(manager, memberId);
      const repository = manager.getRepository(MemberAddress);
      const existing = await repository.findOne({ where: { id, memberId } });
      if (!existing) throw new NotFoundError(ADDRESS_NOT_FOUND);
      await repository.delete({ id });
      if (!existing.isDefault) return;
      const next = await repository.findOne({ where: { memberId }, order: { id: 'ASC' } });
      if (next) await repository.update({ id: next.id }, { isDefault: true });
    });
  }
}

function checkRegion(dto: AddAddressDto) {
  const region = resolveRegion(dto.province, dto.city, dto.district);
  if (!region) throw new UserInputError('城市信息不正确，请重新选择省市区');
  return region;
}

function fields(dto: AddAddressDto) {
  return {
    name: dto.name,
    phone: dto.phone.replace(/^0/, ''),
    street: dto.street ?? '',
    address: dto.address,
    postalCode: dto.postalCode ?? '',
  };
}

async function lockMember(manager: EntityManager, memberId: number): Promise<void> {
  await manager.query('SELECT id FROM member WHERE id = $1 FOR UPDATE', [memberId]);
}

function toAddress(row: MemberAddress): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    street: row.street,
    address: row.address,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}
