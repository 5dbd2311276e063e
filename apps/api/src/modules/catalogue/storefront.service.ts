import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  HomeGoodsGroup,
  HotKeywordResponse,
  MenuCategory,
  PropertyTypeValue,
  RecommendedItem,
  TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { callerIds } from './catalogue-query.service.js';
import { toProductItem } from './helpers/product-item.mapper.js';
import { HOME_GROUPS_SQL, RECOMMENDED_SQL, type HomeGroupRow, type RecommendedRow } from './queries/home.sql.js';

/** The home page's catalogue: the category menu, hot keywords, the goods rows and recommendations. */
@Injectable()
export class StorefrontService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async categoryTree(): Promise<MenuCategory[]> {
    const rows: Array<{ id: number; code_no: string; title: string; parent_id: number | null }> =
      await this.dataSource.query('SELECT id, code_no, title, parent_id FROM category ORDER BY sort, id');
    const nodes = new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, codeNo: row.code_no, title: row.title, children: [] as MenuCategory[] },
      ]),
    );
    const roots: MenuCategory[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async hotKeywords(): Promise<HotKeywordResponse> {
    const rows: Array<{ keyword: string }> = await this.dataSource.query(
      'SELECT keyword FROM hot_keyword ORDER BY sort, id',
    );
    return { hotKeyword: rows.map((row) => row.keyword).join('\n') };
  }

  async homeGroups(customer: CustomerPrincipal | undefined): Promise<HomeGoodsGroup[]> {
    const { memberId, organisationId } = callerIds(customer);
    const rows: HomeGroupRow[] = await this.dataSource.query(HOME_GROUPS_SQL, [memberId, organisationId]);
    const groups = new Map<string, HomeGoodsGroup>();
    for (const row of rows) {
      const isContract = row.kind_rank === 0;
      const key = `${row.kind_rank}:${row.group_id}`;
      let group = groups.get(key);
      if (!group) {
        group = isContract
          ? { title: row.group_title, kind: 'contract', contractId: row.group_id, info: [] }
          : { title: row.group_title, kind: 'category', categoryNo: row.group_code ?? '', info: [] };
        groups.set(key, group);
      }
      const item = toProductItem(row, {
        signedIn: Boolean(customer),
        hasContracts: row.has_contracts,
        contractAsked: isContract,
      });
      group.info.push({ ...item, goodslable: item.label });
    }
    return [...groups.values()];
  }

  async recommended(customer: CustomerPrincipal | undefined): Promise<RecommendedItem[]> {
    const { memberId, organisationId } = callerIds(customer);
    const rows: RecommendedRow[] = await this.dataSource.query(RECOMMENDED_SQL, [memberId, organisationId]);
    return rows.map((row) => {
      const item = toProductItem(row, {
        signedIn: Boolean(customer),
        hasContracts: row.has_contracts,
        contractAsked: false,
      });
      return {
        goodsid: item.goodsId,
        goodsimg: item.goodsImg,
        goodsname: item.goodsName,
        ...(item.unitPrice !== undefined ? { unitPrice: item.unitPrice, marketprice: item.marketPrice } : {}),
        skuid: item.skuId,
        propertyType: item.propertyType as PropertyTypeValue,
        templateType: item.templateType as TemplateTypeValue,
        newMarketAttributes: item.label,
      };
    });
  }
}
