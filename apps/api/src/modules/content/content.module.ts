import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { MailModule } from '../../infra/mail/mail.module.js';
import { BannersController } from './banners.controller.js';
import { BannersService } from './banners.service.js';
import { CaptchaService } from './captcha.service.js';
import { ContactService } from './contact.service.js';
import { ContentAdminController } from './content-admin.controller.js';
import { contentConfig } from './content.config.js';
import { ContentController } from './content.controller.js';
import { CONTENT_ENTITIES } from './entities/index.js';
import { LegalTextsService } from './legal-texts.service.js';

/**
 * Content: the home page's banners, versioned legal texts, the contact form and its captcha, the quality report's
 * readme. Orders read the current purchase-terms version from LegalTextsService to record what the customer accepted.
 */
@Module({
  imports: [
    ConfigModule.forFeature(contentConfig),
    TypeOrmModule.forFeature(CONTENT_ENTITIES),
    AuditModule,
    MailModule,
  ],
  controllers: [ContentController, ContentAdminController, BannersController],
  providers: [LegalTextsService, CaptchaService, ContactService, BannersService],
  exports: [LegalTextsService],
})
export class ContentModule {}
