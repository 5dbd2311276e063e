import { ContactMessageRow } from './contact-message.entity.js';
import { LegalTextVersionRow } from './legal-text-version.entity.js';

export const CONTENT_ENTITIES = [LegalTextVersionRow, ContactMessageRow];
export { ContactMessageRow, LegalTextVersionRow };
