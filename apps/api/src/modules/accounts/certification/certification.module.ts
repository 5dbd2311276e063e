import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { AuditModule } from '../../../infra/audit/audit.module.js';
import { ensureMultipart } from '../../../infra/uploads/multipart.js';
import { Member } from '../entities/member.entity.js';
import { Organisation } from '../entities/organisation.entity.js';
import { CertificationAdminController } from './certification-admin.controller.js';
import { CertificationFilesController } from './certification-files.controller.js';
import { CertificationFilesService } from './certification-files.service.js';
import { CertificationReviewService } from './certification-review.service.js';
import { CertificationController } from './certification.controller.js';
import { CertificationService } from './certification.service.js';
import { OrganisationCertification } from './entities/organisation-certification.entity.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';

/** Organisation certification: uploads, the customer's submission and staff review. */
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([UploadedFile, OrganisationCertification, Organisation, Member])],
  controllers: [CertificationController, CertificationFilesController, CertificationAdminController],
  providers: [CertificationFilesService, CertificationService, CertificationReviewService],
})
export class CertificationModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    ensureMultipart(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
