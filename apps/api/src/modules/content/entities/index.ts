import { Banner } from './banner.entity.js';
import { ContactMessageRow } from './contact-message.entity.js';
import { LegalTextVersionRow } from './legal-text-version.entity.js';

export const CONTENT_ENTITIES = [LegalTextVersionRow, ContactMessageRow, Banner];
export { Banner, ContactMessageRow, LegalTextVersionRow };
