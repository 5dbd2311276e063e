import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bioinformatics analysis ordered on delivered data. Each analysis is an order of its own (customer_order with the
 * analysis SKU as its one goods line), so that credit, billing and the delivery of results (files, MD5 manifest,
 * links, credentials) work as for any order; analysis_order holds what the analysis runs on and its progress.
 * genome_reference and analysis_product_setting are reference data: the real assemblies offered per species, and
 * which species and inputs each analysis SKU takes.
 */
export class Analysis1764300000000 implements MigrationInterface {
  name = 'Analysis1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE genome_reference (
        id SERIAL PRIMARY KEY,
        key VARCHAR(40) NOT NULL,
        name VARCHAR(100) NOT NULL,
        species VARCHAR(50) NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        CONSTRAINT uq_genome_reference_key UNIQUE (key)
      )`);
    await queryRunner.query(`
      INSERT INTO genome_reference (key, name, species, sort) VALUES
        ('GRCh38', 'GRCh38 (hg38) 人类参考基因组', '人', 1),
        ('GRCh37', 'GRCh37 (hg19) 人类参考基因组', '人', 2),
        ('GRCm39', 'GRCm39 (mm39) 小鼠参考基因组', '小鼠', 3),
        ('GRCm38', 'GRCm38 (mm10) 小鼠参考基因组', '小鼠', 4),
        ('mRatBN7.2', 'mRatBN7.2 (rn7) 大鼠参考基因组', '大鼠', 5),
        ('TAIR10', 'TAIR10 拟南芥参考基因组', '拟南芥', 6),
        ('IRGSP-1.0', 'IRGSP-1.0 水稻（日本晴）参考基因组', '水稻', 7),
        ('Zm-B73-REFERENCE-NAM-5.0', 'Zm-B73-REFERENCE-NAM-5.0 玉米参考基因组', '玉米', 8),
        ('GRCz11', 'GRCz11 斑马鱼参考基因组', '斑马鱼', 9),
        ('BDGP6.46', 'BDGP6.46 果蝇参考基因组', '果蝇', 10),
        ('ASM584v2', 'ASM584v2 大肠杆菌 K-12 MG1655 参考基因组', '大肠杆菌', 11),
        ('R64-1-1', 'R64-1-1 酿酒酵母参考基因组', '酵母', 12)`);
    await queryRunner.query(`
      CREATE TABLE analysis_product_setting (
        sku_code VARCHAR(40) PRIMARY KEY,
        species VARCHAR(50) NOT NULL,
        needs_panel_bed BOOLEAN NOT NULL DEFAULT FALSE
      )`);
    await queryRunner.query(`
      INSERT INTO analysis_product_setting (sku_code, species, needs_panel_bed) VALUES
        ('BIO-WGS-STD', '人', TRUE),
        ('BIO-POP-100', '通用', FALSE),
        ('BIO-DEG-12', '通用', FALSE),
        ('BIO-SC-ADV', '通用', FALSE)`);
    await queryRunner.query(`
      CREATE TABLE analysis_order (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        member_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        goods_name VARCHAR(200) NOT NULL,
        status VARCHAR(10) NOT NULL DEFAULT 'queued',
        genome VARCHAR(40) NOT NULL,
        panel_bed VARCHAR(300) NOT NULL DEFAULT '',
        out_file_types TEXT[] NOT NULL,
        libraries JSONB NOT NULL,
        source_order_ids INTEGER[] NOT NULL,
        yields NUMERIC(12, 1) NOT NULL,
        unit_price NUMERIC(14, 2) NOT NULL,
        total_price NUMERIC(14, 2) NOT NULL,
        reorder_of_id INTEGER,
        started_at TIMESTAMPTZ,
        done_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_analysis_order_order UNIQUE (order_id),
        CONSTRAINT fk_analysis_order_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_analysis_order_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE RESTRICT,
        CONSTRAINT fk_analysis_order_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE RESTRICT,
        CONSTRAINT fk_analysis_order_reorder_of FOREIGN KEY (reorder_of_id) REFERENCES analysis_order (id) ON DELETE SET NULL,
        CONSTRAINT ck_analysis_order_status CHECK (status IN ('queued', 'running', 'done'))
      )`);
    await queryRunner.query(`CREATE INDEX idx_analysis_order_member_created ON analysis_order (member_id, created_at)`);
    await queryRunner.query(`CREATE INDEX idx_analysis_order_status ON analysis_order (status, created_at)`);
    await queryRunner.query(`CREATE INDEX idx_analysis_order_sku ON analysis_order (sku_id)`);
    await queryRunner.query(`CREATE INDEX idx_analysis_order_reorder_of ON analysis_order (reorder_of_id)`);
    await queryRunner.query(
      `CREATE INDEX idx_analysis_order_source_orders ON analysis_order USING gin (source_order_ids)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE analysis_order`);
    await queryRunner.query(`DROP TABLE analysis_product_setting`);
    await queryRunner.query(`DROP TABLE genome_reference`);
  }
}
