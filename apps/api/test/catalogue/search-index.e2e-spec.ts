import { createDataSource } from '../../src/infra/database/data-source.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { goodsListQuery } from '../../src/modules/catalogue/queries/goods-list.sql.js';
import { generateCatalogue } from '../../bench/generate-catalogue.mjs';
import { createDemoApp, type DemoApp } from '../support/demo-app.js';

describe('catalogue schema and search index', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  it('loads the catalogue seeds once: a second run changes nothing', async () => {
    const counts = async () =>
      (
        await t.dataSource.query(`SELECT
         (SELECT count(*) FROM category)::int AS categories, (SELECT count(*) FROM goods)::int AS goods,
         (SELECT count(*) FROM sku)::int AS skus, (SELECT count(*) FROM goods_tag)::int AS tags,
         (SELECT count(*) FROM banner)::int AS banners, (SELECT count(*) FROM hot_keyword)::int AS keywords,
         (SELECT count(*) FROM delivery_lab)::int AS labs, (SELECT count(*) FROM delivery_lab_sku)::int AS lab_skus,
         (SELECT count(*) FROM contract)::int AS contracts, (SELECT count(*) FROM contract_price)::int AS prices`)
      )[0];
    const before = await counts();
    expect(before.goods).toBeGreaterThanOrEqual(40);
    expect(before.contracts).toBe(3);
    const { runSeeds } = await import('../../../../seeds/index.js');
    await runSeeds(t.dataSource, { adminPassword: 'admin123456', labPassword: 'lab123456' });
    expect(await counts()).toEqual(before);
  });

  it('seeds tags in all five positions and every template type', async () => {
    const locations: Array<{ location: string }> = await t.dataSource.query(
      'SELECT DISTINCT location FROM goods_tag ORDER BY 1',
    );
    expect(locations.map((row) => row.location)).toEqual([
      'BOTTOM_LEFT',
      'BOTTOM_RIGHT',
      'BOTTOM_STRIP',
      'TOP_LEFT',
      'TOP_RIGHT',
    ]);
    const templates: Array<{ template_type: string }> = await t.dataSource.query(
      'SELECT DISTINCT template_type FROM goods ORDER BY 1',
    );
    expect(templates.map((row) => row.template_type)).toEqual(['DELIVERY_ANALYSIS', 'LIBRARY', 'SAMPLE']);
    const labs: Array<{ name: string }> = await t.dataSource.query('SELECT name FROM delivery_lab ORDER BY sort');
    expect(labs.map((row) => row.name)).toEqual(['上海实验室', '北京实验室', '深圳实验室']);
  });

  it('matches the entities exactly (no schema drift in the catalogue and contract tables)', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      const mine =
        /\b(category|goods|sku|goods_tag|banner|hot_keyword|delivery_lab|delivery_lab_sku|contract|contract_price)\b/;
      expect(pending.upQueries.map((query) => query.query).filter((query) => mine.test(query))).toEqual([]);
    } finally {
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });
  // A word matching a fifth of the catalogue (全基因组) is better served by walking the list order: the planner
  // picks that itself; selective words and codes go through the trigram index.
  it('serves selective searches from the pg_trgm index once the catalogue has grown (3,000 goods)', async () => {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      // The bench's generator, on one connection: it runs in a transaction with a temporary table.
      await generateCatalogue({ query: async (text, values) => ({ rows: await runner.query(text, values) }) }, 3000);
      for (const search of ['单细胞核转录组', 'ONT直接RNA', 'lib-nova-30g-b12']) {
        const { text, values } = goodsListQuery(
          { memberId: null, organisationId: null },
          { search, pageIndex: 1, pageSize: 10 },
        );
        await runner.startTransaction();
        try {
          // Sequential scans off: the plan must then find the matches through the trigram index.
          await runner.query('SET LOCAL enable_seqscan = off');
          const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(`EXPLAIN ${text}`, values);
          if (process.env.SHOW_PLAN) console.log(plan.map((line) => line['QUERY PLAN']).join('\n'));
          expect({
            search,
            usesIndex: plan
              .map((line) => line['QUERY PLAN'])
              .join('\n')
              .includes('idx_sku_search_text'),
          }).toEqual({ search, usesIndex: true });
        } finally {
          await runner.rollbackTransaction();
        }
      }
      const found = await t.http
        .post('/api/NewGoodsContoller/GetGoodsList')
        .send({ search: 'LIB-NOVA-30G-B12' })
        .expect(200);
      expect(found.body.body.list[0].skuCode).toBe('LIB-NOVA-30G-B12');
    } finally {
      await runner.release();
    }
  });
});
