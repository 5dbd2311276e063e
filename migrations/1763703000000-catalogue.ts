import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue (category tree, goods and their SKUs, tags, banners, hot keywords, delivery labs) and
 * customer contracts with their price lists. Search runs on pg_trgm over a denormalised, lower-cased search text
 * per SKU (goods name, keywords, platform, SKU code and label), so that Chinese words, PE150 and codes use one
 * index. Each SKU also carries its goods' category, template type, sort and on-sale flag: the list filters,
 * counts and orders SKUs without joining the (wide) goods rows.
 */
export class Catalogue1763703000000 implements MigrationInterface {
  name = 'Catalogue1763703000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE category (
        id SERIAL PRIMARY KEY,
        code_no VARCHAR(40) NOT NULL,
        title VARCHAR(50) NOT NULL,
        parent_id INTEGER,
        sort INTEGER NOT NULL DEFAULT 0,
        CONSTRAINT uq_category_code_no UNIQUE (code_no),
        CONSTRAINT fk_category_parent FOREIGN KEY (parent_id) REFERENCES category (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_category_parent ON category (parent_id)`);
    await queryRunner.query(`
      CREATE TABLE goods (
        id SERIAL PRIMARY KEY,
        category_id INTEGER NOT NULL,
        name VARCHAR(200) NOT NULL,
        keywords VARCHAR(500) NOT NULL DEFAULT '',
        sequencing_platform VARCHAR(100) NOT NULL DEFAULT '',
        service_model_name VARCHAR(100) NOT NULL DEFAULT '',
        desc_html_info TEXT NOT NULL DEFAULT '',
        sample_requirement TEXT NOT NULL DEFAULT '',
        property_type SMALLINT NOT NULL DEFAULT 0,
        template_type VARCHAR(30) NOT NULL,
        standards JSONB NOT NULL DEFAULT '[]',
        image_keys TEXT[] NOT NULL DEFAULT '{}',
        can_flash BOOLEAN NOT NULL DEFAULT FALSE,
        recommended BOOLEAN NOT NULL DEFAULT FALSE,
        on_sale BOOLEAN NOT NULL DEFAULT TRUE,
        sort INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_goods_category FOREIGN KEY (category_id) REFERENCES category (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_goods_category_sort ON goods (category_id, sort)`);
    await queryRunner.query(`
      CREATE TABLE sku (
        id SERIAL PRIMARY KEY,
        goods_id INTEGER NOT NULL,
        sku_code VARCHAR(40) NOT NULL,
        spec_name VARCHAR(100) NOT NULL,
        sale_price NUMERIC(14,2) NOT NULL,
        market_price NUMERIC(14,2) NOT NULL,
        tax_types TEXT[] NOT NULL DEFAULT '{}',
        sort INTEGER NOT NULL DEFAULT 0,
        on_sale BOOLEAN NOT NULL DEFAULT TRUE,
        search_text TEXT NOT NULL DEFAULT '',
        category_id INTEGER NOT NULL,
        template_type VARCHAR(30) NOT NULL,
        goods_sort INTEGER NOT NULL DEFAULT 0,
        goods_on_sale BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_sku_sku_code UNIQUE (sku_code),
        CONSTRAINT fk_sku_goods FOREIGN KEY (goods_id) REFERENCES goods (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_sku_goods_sort ON sku (goods_id, sort)`);
    await queryRunner.query(`CREATE INDEX idx_sku_search_text ON sku USING gin (search_text gin_trgm_ops)`);
    // The list's order: a page without search walks this index and stops after pageSize rows. Not partial on
    // purpose: a partial index matching the on-sale filter would look cheaper to the planner than the trigram
    // index for every search, and nearly every SKU is on sale anyway.
    await queryRunner.query(`CREATE INDEX idx_sku_listing ON sku (goods_sort, sort, id)`);
    await queryRunner.query(`CREATE INDEX idx_sku_category ON sku (category_id)`);
    await queryRunner.query(`
      CREATE TABLE goods_tag (
        id SERIAL PRIMARY KEY,
        goods_id INTEGER NOT NULL,
        name VARCHAR(20) NOT NULL,
        location VARCHAR(20) NOT NULL,
        sort SMALLINT NOT NULL DEFAULT 0,
        CONSTRAINT fk_goods_tag_goods FOREIGN KEY (goods_id) REFERENCES goods (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_goods_tag_goods ON goods_tag (goods_id)`);
    await queryRunner.query(`
      CREATE TABLE banner (
        id SERIAL PRIMARY KEY,
        title VARCHAR(100) NOT NULL,
        image_key VARCHAR(200) NOT NULL,
        link VARCHAR(300),
        sort INTEGER NOT NULL DEFAULT 0,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        CONSTRAINT uq_banner_image_key UNIQUE (image_key)
      )`);
    await queryRunner.query(`
      CREATE TABLE hot_keyword (
        id SERIAL PRIMARY KEY,
        keyword VARCHAR(50) NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0,
        CONSTRAINT uq_hot_keyword_keyword UNIQUE (keyword)
      )`);
    await queryRunner.query(`
      CREATE TABLE delivery_lab (
        id SERIAL PRIMARY KEY,
        name VARCHAR(50) NOT NULL,
        address VARCHAR(200) NOT NULL DEFAULT '',
        sort INTEGER NOT NULL DEFAULT 0,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        CONSTRAINT uq_delivery_lab_name UNIQUE (name)
      )`);
    await queryRunner.query(`
      CREATE TABLE delivery_lab_sku (
        id SERIAL PRIMARY KEY,
        lab_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        CONSTRAINT uq_delivery_lab_sku UNIQUE (lab_id, sku_id),
        CONSTRAINT fk_delivery_lab_sku_lab FOREIGN KEY (lab_id) REFERENCES delivery_lab (id) ON DELETE CASCADE,
        CONSTRAINT fk_delivery_lab_sku_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_delivery_lab_sku_sku ON delivery_lab_sku (sku_id)`);
    await queryRunner.query(`
      CREATE TABLE contract (
        id SERIAL PRIMARY KEY,
        contract_no VARCHAR(40) NOT NULL,
        name VARCHAR(100) NOT NULL,
        organisation_id INTEGER,
        member_id INTEGER,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        starts_on DATE,
        ends_on DATE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_contract_contract_no UNIQUE (contract_no),
        CONSTRAINT fk_contract_organisation FOREIGN KEY (organisation_id) REFERENCES organisation (id) ON DELETE RESTRICT,
        CONSTRAINT fk_contract_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_contract_organisation ON contract (organisation_id)`);
    await queryRunner.query(`CREATE INDEX idx_contract_member ON contract (member_id)`);
    await queryRunner.query(`
      CREATE TABLE contract_price (
        id SERIAL PRIMARY KEY,
        contract_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        unit_price NUMERIC(14,2) NOT NULL,
        CONSTRAINT uq_contract_price_contract_sku UNIQUE (contract_id, sku_id),
        CONSTRAINT fk_contract_price_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE CASCADE,
        CONSTRAINT fk_contract_price_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_contract_price_sku ON contract_price (sku_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'contract_price',
      'contract',
      'delivery_lab_sku',
      'delivery_lab',
      'hot_keyword',
      'banner',
      'goods_tag',
      'sku',
      'goods',
      'category',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    // pg_trgm stays: other schema objects (or other databases' habits) may rely on it, and it holds no data.
  }
}
