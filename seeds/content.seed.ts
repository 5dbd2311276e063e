import type { DataSource } from 'typeorm';
import { sanitizeLegalHtml } from '../apps/api/src/modules/content/helpers/legal-html.js';
import { DEFAULT_LEGAL_TEXTS } from '../apps/api/src/modules/content/helpers/default-legal-texts.js';

/**
 * Version 1 of each legal text, only for a type that has no version yet: texts staff have edited since are never
 * touched, and a second run changes nothing.
 */
export async function seedContent(dataSource: DataSource): Promise<void> {
  for (const text of DEFAULT_LEGAL_TEXTS) {
    await dataSource.query(
      `INSERT INTO legal_text_version (type, version, title, html)
       SELECT $1::varchar, 1, $2::varchar, $3::text
       WHERE NOT EXISTS (SELECT 1 FROM legal_text_version WHERE type = $1::varchar)
       ON CONFLICT (type, version) DO NOTHING`,
      [text.type, text.title, await sanitizeLegalHtml(text.html)],
    );
  }
}
