import { turnaroundText } from '../packages/contract/src/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import {
  loadDescriptionSanitiser,
  sanitizeDescription,
} from '../apps/api/src/modules/catalogue/helpers/sanitize-description.js';
import { skuSearchText } from '../apps/api/src/modules/catalogue/helpers/search-terms.js';
import { CATEGORY_COLOURS, CATEGORY_SEEDS } from './catalogue/categories.data.js';
import {
  BANNER_SEEDS,
  CONTRACT_SEEDS,
  DELIVERY_LAB_SEEDS,
  GOODS_SEEDS,
  HOT_KEYWORDS,
  type GoodsSeed,
} from './catalogue/goods.data.js';
import { bannerSvg, goodsSvg, uploadImages } from './catalogue/images.js';

const TAX_TYPES = ['增值税专用发票（6%）', '增值税普通发票（6%）'];

/** Top-level code of every category code (a top-level code maps to itself). */
const TOP_OF = new Map(
  CATEGORY_SEEDS.flatMap((top) => [
    [top.codeNo, top.codeNo],
    ...top.children.map((c) => [c.codeNo, top.codeNo] as const),
  ]),
);

function description(goods: GoodsSeed): string {
  // Written as the back office would, then sanitised before it is stored.
  return sanitizeDescription(`
<h3>服务简介</h3><p>${goods.name}基于${goods.platform}平台，测序策略${goods.strategy}，由经验丰富的实验与生信团队完成从样本检测到数据交付的全流程。</p>
<h3>服务流程</h3><ol><li>下单并寄送样本</li><li>样本检测（QC报告可下载）</li><li>建库与上机测序</li><li>数据质控与交付</li></ol>
<h3>交付内容</h3><ul><li>原始数据（FASTQ）与MD5校验文件</li><li>样本与数据质控报告</li></ul>
<p>交付周期：${turnaroundText(goods.turnaroundDays)}（自实验室收样起，订单详情显示预计交付日期）。</p>`);
}

async function seedCategories(manager: EntityManager): Promise<Map<string, number>> {
  for (const [index, top] of CATEGORY_SEEDS.entries()) {
    await manager.query(
      `INSERT INTO category (code_no, title, parent_id, sort) VALUES ($1, $2, NULL, $3) ON CONFLICT (code_no) DO NOTHING`,
      [top.codeNo, top.title, index + 1],
    );
    for (const [childIndex, child] of top.children.entries()) {
      await manager.query(
        `INSERT INTO category (code_no, title, parent_id, sort) SELECT $1, $2, id, $3 FROM category WHERE code_no = $4 ON CONFLICT (code_no) DO NOTHING`,
        [child.codeNo, child.title, childIndex + 1, top.codeNo],
      );
    }
  }
  const rows: Array<{ id: number; code_no: string }> = await manager.query('SELECT id, code_no FROM category');
  return new Map(rows.map((row) => [row.code_no, row.id]));
}

/** Inserts one goods with its SKUs and tags unless its first SKU code exists already; answers its id. */
async function seedGoods(
  manager: EntityManager,
  goods: GoodsSeed,
  sort: number,
  categoryId: number,
): Promise<{ id: number; created: boolean }> {
  const existing: Array<{ goods_id: number }> = await manager.query('SELECT goods_id FROM sku WHERE sku_code = $1', [
    goods.skus[0]![1],
  ]);
  if (existing[0]) return { id: existing[0].goods_id, created: false };
  const standards = [
    { name: '测序平台', valueName: goods.platform },
    { name: '测序策略', valueName: goods.strategy },
    { name: '交付周期', valueName: turnaroundText(goods.turnaroundDays) },
    {
      name: '样本类型',
      valueName:
        goods.template === 'LIBRARY' ? '文库' : goods.template === 'SAMPLE' ? '生物样本（核酸）' : '已交付数据',
    },
  ];
  const [row]: Array<{ id: number }> = await manager.query(
    `INSERT INTO goods (category_id, name, keywords, sequencing_platform, service_model_name, desc_html_info, sample_requirement,
       property_type, template_type, standards, can_flash, recommended, sort, turnaround_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      categoryId,
      goods.name,
      goods.keywords,
      goods.platform,
      goods.template === 'DELIVERY_ANALYSIS' ? '云端分析' : '标准测序+质控',
      description(goods),
      goods.sample,
      goods.template,
      JSON.stringify(standards),
      goods.flash ?? false,
      goods.recommended ?? false,
      sort,
      goods.turnaroundDays,
    ],
  );
  const id = row!.id;
  await manager.query('UPDATE goods SET image_keys = $2 WHERE id = $1', [id, [`goods/${id}.svg`]]);
  for (const [index, [specName, skuCode, salePrice, marketPrice]] of goods.skus.entries()) {
    await manager.query(
      `INSERT INTO sku (goods_id, sku_code, spec_name, sale_price, market_price, tax_types, sort, search_text,
         category_id, template_type, goods_sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        skuCode,
        specName,
        salePrice,
        marketPrice,
        TAX_TYPES,
        index,
        skuSearchText({ goodsName: goods.name, keywords: goods.keywords, platform: goods.platform, skuCode, specName }),
        categoryId,
        goods.template,
        sort,
      ],
    );
  }
  for (const [index, [name, location]] of (goods.tags ?? []).entries()) {
    await manager.query('INSERT INTO goods_tag (goods_id, name, location, sort) VALUES ($1, $2, $3, $4)', [
      id,
      name,
      location,
      index,
    ]);
  }
  return { id, created: true };
}

async function seedLabs(manager: EntityManager): Promise<void> {
  for (const [index, lab] of DELIVERY_LAB_SEEDS.entries()) {
    await manager.query(
      // Address and contact follow the seed on every run, so a database seeded before they existed gets them.
      `INSERT INTO delivery_lab (name, address, recipient, phone, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (name) DO UPDATE SET address = EXCLUDED.address, recipient = EXCLUDED.recipient, phone = EXCLUDED.phone`,
      [lab.name, lab.address, lab.recipient, lab.phone, index + 1],
    );
    const tops = lab.serves ? [...lab.serves] : [...new Set(TOP_OF.values())];
    const codes = [...TOP_OF.entries()].filter(([, top]) => tops.includes(top)).map(([code]) => code);
    await manager.query(
      `INSERT INTO delivery_lab_sku (lab_id, sku_id)
       SELECT l.id, s.id FROM delivery_lab l, sku s JOIN goods g ON g.id = s.goods_id JOIN category c ON c.id = g.category_id
       WHERE l.name = $1 AND c.code_no = ANY($2)
       ON CONFLICT (lab_id, sku_id) DO NOTHING`,
      [lab.name, codes],
    );
  }
}

async function seedContracts(manager: EntityManager): Promise<void> {
  for (const contract of CONTRACT_SEEDS) {
    await manager.query(
      `INSERT INTO contract (contract_no, name, organisation_id, active, starts_on, ends_on, payment_mode, total_price, balance)
       SELECT $1, $2, id, TRUE, DATE '2026-01-01', DATE '2027-12-31', $4, $5, $6 FROM organisation WHERE name = $3
       ON CONFLICT (contract_no) DO NOTHING`,
      [
        contract.contractNo,
        contract.name,
        contract.organisation,
        contract.paymentMode,
        contract.totalPrice,
        contract.balance,
      ],
    );
    // A database seeded before contracts had a value gets the seeded terms once; later changes are kept.
    await manager.query(
      'UPDATE contract SET payment_mode = $2, total_price = $3, balance = $4 WHERE contract_no = $1 AND total_price IS NULL',
      [contract.contractNo, contract.paymentMode, contract.totalPrice, contract.balance],
    );
    // Contract prices: the agreed share of the sale price, rounded half-up to the fen by NUMERIC itself.
    await manager.query(
      `INSERT INTO contract_price (contract_id, sku_id, unit_price)
       SELECT k.id, s.id, round(s.sale_price * $2::numeric, 2)
       FROM contract k, sku s JOIN goods g ON g.id = s.goods_id JOIN category c ON c.id = g.category_id
       WHERE k.contract_no = $1 AND c.code_no = ANY($3)
       ON CONFLICT (contract_id, sku_id) DO NOTHING`,
      [contract.contractNo, contract.share, [...contract.covers]],
    );
  }
}

/**
 * The catalogue of DESIGN.md section 4 (categories, 45 goods with SKUs, tags in all five positions, banners,
 * hot keywords, delivery labs) and the demo companies' contracts with price lists. Idempotent: existing rows
 * are kept as they are. Runs after seedCustomers, whose organisations the contracts belong to.
 */
export async function seedCatalogue(dataSource: DataSource): Promise<void> {
  await loadDescriptionSanitiser();
  const images: Array<{ key: string; svg: string }> = [];
  await dataSource.transaction(async (manager) => {
    const categories = await seedCategories(manager);
    for (const [index, goods] of GOODS_SEEDS.entries()) {
      const { id } = await seedGoods(manager, goods, index + 1, categories.get(goods.category)!);
      const colours = CATEGORY_COLOURS[TOP_OF.get(goods.category)!]!;
      images.push({ key: `goods/${id}.svg`, svg: goodsSvg(goods.name, goods.platform, colours, id) });
    }
    for (const [index, banner] of BANNER_SEEDS.entries()) {
      await manager.query(
        'INSERT INTO banner (title, image_key, link, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (image_key) DO NOTHING',
        [banner.title, banner.key, banner.link, index + 1],
      );
      images.push({ key: banner.key, svg: bannerSvg(banner.title, banner.subtitle, banner.colours) });
    }
    for (const [index, keyword] of HOT_KEYWORDS.entries()) {
      await manager.query('INSERT INTO hot_keyword (keyword, sort) VALUES ($1, $2) ON CONFLICT (keyword) DO NOTHING', [
        keyword,
        index + 1,
      ]);
    }
    await seedLabs(manager);
    await seedContracts(manager);
  });
  await uploadImages(images);
}
