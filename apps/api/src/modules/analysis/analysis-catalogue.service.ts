import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANALYSIS_MESSAGES,
  ANALYSIS_OUT_FILE_TYPES,
  TemplateType,
  type AnalysisType,
  type GenomeOption,
  type OutFileTypeOption,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { PricingService, type PricedSku } from '../contracts/pricing/pricing.service.js';
import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';

/** Species of analysis SKUs without a setting: any. */
const ANY_SPECIES = '通用';

export interface PricedAnalysisType extends AnalysisType {
  sku: PricedSku;
  needsPanelBed: boolean;
}

interface SettingRow {
  sku_id: number;
  species: string | null;
  needs_panel_bed: boolean | null;
}

/**
 * What can be ordered as an analysis: the on-sale SKUs of analysis goods (DELIVERY_ANALYSIS), priced per G for the
 * caller as the shop prices any SKU (the contract price where a contract of the caller covers it, else the list
 * price); the reference genomes; the output file types.
 */
@Injectable()
export class AnalysisCatalogueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
  ) {}

  async types(customer: CustomerPrincipal, skuIds?: readonly number[]): Promise<PricedAnalysisType[]> {
    const settings = await this.dataSource.query<SettingRow[]>(
      `SELECT s.id AS sku_id, a.species, a.needs_panel_bed
       FROM sku s LEFT JOIN analysis_product_setting a ON a.sku_code = s.sku_code
       WHERE s.template_type = $1 AND s.on_sale AND s.goods_on_sale AND ($2::int[] IS NULL OR s.id = ANY($2::int[]))
       ORDER BY s.id`,
      [TemplateType.DeliveryAnalysis, skuIds ? [...skuIds] : null],
    );
    if (settings.length === 0) return [];
    const priced = await this.pricing.price(
      customer,
      settings.map((row) => row.sku_id),
    );
    return settings.flatMap((row) => {
      const sku = priced.get(row.sku_id);
      if (!sku) return [];
      return [
        {
          goodsId: sku.goodsId,
          goodsName: sku.goodsName,
          goodsImg: publicImageUrl(sku.imageKey),
          skuId: sku.skuId,
          unitPrice: sku.unitPrice,
          species: row.species ?? ANY_SPECIES,
          needsPanelBed: row.needs_panel_bed ?? false,
          sku,
        },
      ];
    });
  }

  /** The chosen analysis types, each once; an unknown, off-sale or mismatched goods/SKU pair is refused. */
  async chosen(
    customer: CustomerPrincipal,
    goodsList: ReadonlyArray<{ goodsId: number; skuId: number }>,
  ): Promise<PricedAnalysisType[]> {
    const skuIds = [...new Set(goodsList.map((goods) => goods.skuId))];
    const types = new Map((await this.types(customer, skuIds)).map((type) => [type.skuId, type]));
    for (const goods of goodsList) {
      const type = types.get(goods.skuId);
      if (!type || type.goodsId !== goods.goodsId) throw new NotFoundError(ANALYSIS_MESSAGES.typeUnknown);
    }
    return skuIds.map((skuId) => types.get(skuId)!);
  }

  async genomes(): Promise<GenomeOption[]> {
    const rows = await this.dataSource.query<Array<{ key: string; name: string; species: string }>>(
      'SELECT key, name, species FROM genome_reference WHERE active ORDER BY sort, id',
    );
    return rows.map((row) => ({ key: row.key, value: row.name, species: row.species }));
  }

  async assertGenome(key: string): Promise<void> {
    const [row] = await this.dataSource.query<unknown[]>('SELECT 1 FROM genome_reference WHERE key = $1 AND active', [
      key,
    ]);
    if (!row) throw new UserInputError(ANALYSIS_MESSAGES.genomeUnknown);
  }

  outFileTypes(): OutFileTypeOption[] {
    return ANALYSIS_OUT_FILE_TYPES.map((option) => ({ ...option }));
  }
}
