// Grows the seeded catalogue to `count` goods for the benchmark: every new goods is a variant of a seeded one
// (same category, template, tags and images, its own name and SKU codes), bulk-inserted in a few statements.

const VARIANTS = ['标准版', '加急版', '科研版', '高深度版', '经济版', '定制版', '临床科研版', '大样本版'];

/** @param {import('pg').Client} client */
export async function generateCatalogue(client, count) {
  const [{ existing }] = (await client.query('SELECT count(*)::int AS existing FROM goods')).rows;
  const wanted = count - existing;
  if (wanted <= 0) return existing;
  await client.query('BEGIN');
  try {
    await client.query(
      `CREATE TEMP TABLE bench_src ON COMMIT DROP AS
       SELECT (SELECT max(id) FROM goods) + row_number() OVER (ORDER BY n, b.id) AS new_id, b.id AS base_id, n
       FROM (SELECT id FROM goods) b CROSS JOIN generate_series(1, ceil($1::numeric / $2)::int) n
       ORDER BY n, b.id LIMIT $1`,
      [wanted, existing],
    );
    await client.query(
      `INSERT INTO goods (id, category_id, name, keywords, sequencing_platform, service_model_name, desc_html_info,
         sample_requirement, property_type, template_type, standards, image_keys, can_flash, recommended, sort)
       SELECT s.new_id, b.category_id, b.name || '·' || ($1::text[])[1 + s.n % array_length($1::text[], 1)] || ' ' || s.n,
         b.keywords, b.sequencing_platform, b.service_model_name, b.desc_html_info, b.sample_requirement,
         b.property_type, b.template_type, b.standards, b.image_keys, b.can_flash, FALSE, 1000 + s.n
       FROM bench_src s JOIN goods b ON b.id = s.base_id`,
      [VARIANTS],
    );
    await client.query(`SELECT setval('goods_id_seq', (SELECT max(id) FROM goods))`);
    // The search text mirrors skuSearchText() (name, SKU label, code, platform, keywords, lower-cased); the
    // listing copies mirror the goods.
    await client.query(
      `INSERT INTO sku (goods_id, sku_code, spec_name, sale_price, market_price, tax_types, sort, search_text,
         category_id, template_type, goods_sort, goods_on_sale)
       SELECT s.new_id, k.sku_code || '-B' || s.n, k.spec_name, k.sale_price, k.market_price, k.tax_types, k.sort,
         lower(concat_ws(' ', g.name, k.spec_name, k.sku_code || '-B' || s.n, g.sequencing_platform, g.keywords)),
         g.category_id, g.template_type, g.sort, g.on_sale
       FROM bench_src s JOIN sku k ON k.goods_id = s.base_id JOIN goods g ON g.id = s.new_id`,
    );
    await client.query(
      `INSERT INTO goods_tag (goods_id, name, location, sort)
       SELECT s.new_id, t.name, t.location, t.sort FROM bench_src s JOIN goods_tag t ON t.goods_id = s.base_id`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // Statistics for the planner, and the maintenance the fresh rows would otherwise trigger in the middle of a
  // measurement (insert-driven autovacuum, a checkpoint of the dirty pages): both sides would pay it at random.
  await client.query('VACUUM (ANALYZE)');
  await client.query('CHECKPOINT').catch(() => undefined);
  return count;
}
