import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support chat: conversations (each started from a product, an order, a delivery or in general, carrying that
 * order, sample or product), their messages (customer, staff, internal notes, system notices; attachments kept in
 * the private uploads bucket) and the canned replies agents pick from. Read positions of both sides live on the
 * conversation, so unread counts are exact and cheap.
 */
export class SupportChat1764400000000 implements MigrationInterface {
  name = 'SupportChat1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE support_conversation (
        id SERIAL PRIMARY KEY,
        member_id INTEGER NOT NULL,
        context VARCHAR(20) NOT NULL,
        order_id INTEGER,
        sample_id INTEGER,
        goods_id INTEGER,
        status VARCHAR(10) NOT NULL DEFAULT 'open',
        assignee_id INTEGER,
        customer_last_read_id INTEGER NOT NULL DEFAULT 0,
        staff_last_read_id INTEGER NOT NULL DEFAULT 0,
        last_message_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        closed_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT ck_support_conversation_context CHECK (context IN ('product', 'order', 'delivery', 'general')),
        CONSTRAINT ck_support_conversation_status CHECK (status IN ('open', 'closed')),
        CONSTRAINT fk_support_conversation_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE,
        CONSTRAINT fk_support_conversation_order FOREIGN KEY (order_id)
          REFERENCES customer_order (id) ON DELETE SET NULL,
        CONSTRAINT fk_support_conversation_sample FOREIGN KEY (sample_id) REFERENCES sample (id) ON DELETE SET NULL,
        CONSTRAINT fk_support_conversation_goods FOREIGN KEY (goods_id) REFERENCES goods (id) ON DELETE SET NULL,
        CONSTRAINT fk_support_conversation_assignee FOREIGN KEY (assignee_id)
          REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_support_conversation_member ON support_conversation (member_id, last_message_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_support_conversation_queue ON support_conversation (status, last_message_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_support_conversation_order ON support_conversation (order_id)`);
    await queryRunner.query(`CREATE INDEX idx_support_conversation_sample ON support_conversation (sample_id)`);
    await queryRunner.query(`CREATE INDEX idx_support_conversation_goods ON support_conversation (goods_id)`);
    await queryRunner.query(`CREATE INDEX idx_support_conversation_assignee ON support_conversation (assignee_id)`);

    await queryRunner.query(`
      CREATE TABLE support_message (
        id SERIAL PRIMARY KEY,
        conversation_id INTEGER NOT NULL,
        kind VARCHAR(10) NOT NULL,
        body VARCHAR(2000) NOT NULL DEFAULT '',
        staff_id INTEGER,
        attachment_key VARCHAR(200),
        attachment_name VARCHAR(200),
        attachment_type VARCHAR(50),
        attachment_size INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT ck_support_message_kind CHECK (kind IN ('customer', 'staff', 'note', 'system')),
        CONSTRAINT fk_support_message_conversation FOREIGN KEY (conversation_id)
          REFERENCES support_conversation (id) ON DELETE CASCADE,
        CONSTRAINT fk_support_message_staff FOREIGN KEY (staff_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_support_message_conversation ON support_message (conversation_id, id)`);
    await queryRunner.query(`CREATE INDEX idx_support_message_staff ON support_message (staff_id)`);

    await queryRunner.query(`
      CREATE TABLE support_canned_reply (
        id SERIAL PRIMARY KEY,
        title VARCHAR(50) NOT NULL,
        template VARCHAR(1000) NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO support_canned_reply (title, template, sort) VALUES
        ('订单进度', '您好，您的订单 {订单号} 当前样本状态为：{样本状态}。如有其他问题请随时联系我们。', 1),
        ('快递单号', '您好，订单 {订单号} 的快递单号为 {快递单号}，请注意查收。', 2),
        ('数据下载', '您好，订单 {订单号} 的数据可在「数据中心」下载；如链接失效，请在订单详情中重新获取下载凭证。', 3),
        ('稍后回复', '您好，关于订单 {订单号} 的问题我们已记录，正在与实验室确认，稍后给您回复。', 4)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE support_canned_reply`);
    await queryRunner.query(`DROP TABLE support_message`);
    await queryRunner.query(`DROP TABLE support_conversation`);
  }
}
