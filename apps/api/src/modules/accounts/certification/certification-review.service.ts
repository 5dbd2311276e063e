import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUDIT_TYPE_LABELS,
  AuditType,
  type AuditTypeValue,
  type CertificationQueueItem,
  type CertificationReviewDetail,
  type ReviewCertificationResponse,
} from '@seqportal/contract';
import type { DataSource } from 'typeorm';
import { IllegalOperationError, NotFoundError, UserInputError } from '../../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor } from '../../../infra/audit/audit-log.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { SmsService } from '../../../infra/sms/sms.service.js';
import { Member } from '../entities/member.entity.js';
import { Organisation } from '../entities/organisation.entity.js';
import { CertificationService, certificationTypeOf } from './certification.service.js';
import type { ReviewCertificationDto } from './dto/certification-review.dto.js';
import { OrganisationCertification } from './entities/organisation-certification.entity.js';
import { nextAuditType, refusalMessage } from './helpers/audit-transitions.js';
import { CertificationMessages } from './helpers/certification-messages.js';

export const CERTIFICATION_AUDIT_TARGET = 'organisation';
const NOTIFY_PURPOSE = 'certification';

/** Support and administrators work the certification queue: look at the files, approve or reject, tell the customer. */
@Injectable()
export class CertificationReviewService {
  private readonly logger = new Logger(CertificationReviewService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly certifications: CertificationService,
    private readonly audit: AuditLogService,
    private readonly sms: SmsService,
    private readonly mail: MailService,
  ) {}

  async queue(auditType: AuditTypeValue = AuditType.AwaitingReview): Promise<CertificationQueueItem[]> {
    const rows: Array<{
      organisation_id: number;
      organisation_name: string;
      mechanism_name: string;
      type: number;
      submitted_at: Date;
      account: string;
      phone: string;
      audit_type: AuditTypeValue;
    }> = await this.dataSource.query(
      `SELECT c.organisation_id, o.name AS organisation_name, c.mechanism_name, c.type, c.submitted_at,
              m.account, m.phone, o.audit_type
         FROM organisation_certification c
         JOIN organisation o ON o.id = c.organisation_id
         JOIN member m ON m.id = c.submitted_by_member_id
        WHERE o.audit_type = $1
        ORDER BY c.submitted_at ASC, c.id ASC`,
      [auditType],
    );
    return rows.map((row) => ({
      organisationId: row.organisation_id,
      organisationName: row.organisation_name,
      mechanismName: row.mechanism_name,
      typeName: certificationTypeOf(row.type)?.value ?? '',
      submittedAt: row.submitted_at.toISOString(),
      account: row.account,
      phone: row.phone,
      auditType: row.audit_type,
    }));
  }

  async detail(organisationId: number): Promise<CertificationReviewDetail> {
    const certification = await this.dataSource.manager.findOne(OrganisationCertification, {
      where: { organisationId },
      relations: { organisation: true },
    });
    if (!certification) throw new NotFoundError(CertificationMessages.notFound);
    const member = await this.dataSource.manager.findOneOrFail(Member, {
      where: { id: certification.submittedByMemberId },
    });
    const view = await this.certifications.view(certification, certification.organisation.auditType);
    return {
      ...view,
      // Staff see the reason of an earlier decision too.
      rejectReason: certification.rejectReason,
      organisationId,
      organisationName: certification.organisation.name,
      account: member.account,
      phone: member.phone,
      email: member.email,
      reviewedBy: certification.reviewedBy,
      reviewedAt: certification.reviewedAt?.toISOString() ?? null,
    };
  }

  async review(actor: AuditActor, input: ReviewCertificationDto): Promise<ReviewCertificationResponse> {
    const reason = input.reason?.trim() ?? '';
    if (!input.approve && !reason) throw new UserInputError(CertificationMessages.reasonMissing);
    const result = await this.dataSource.transaction(async (manager) => {
      const organisation = await manager.findOne(Organisation, {
        where: { id: input.organisationId },
        lock: { mode: 'pessimistic_write' },
      });
      const certification = organisation
        ? await manager.findOne(OrganisationCertification, { where: { organisationId: organisation.id } })
        : null;
      if (!organisation || !certification) throw new NotFoundError(CertificationMessages.notFound);
      const event = input.approve ? 'approve' : 'reject';
      const next = nextAuditType(organisation.auditType, event);
      if (next === null) throw new IllegalOperationError(refusalMessage(organisation.auditType, event));
      await manager.update(Organisation, { id: organisation.id }, { auditType: next });
      await manager.update(
        OrganisationCertification,
        { id: certification.id },
        { reviewedBy: actor.staff.username, reviewedAt: new Date(), rejectReason: input.approve ? null : reason },
      );
      await this.audit.record(manager, actor, [
        {
          action: input.approve ? 'certification.approve' : 'certification.reject',
          targetType: CERTIFICATION_AUDIT_TARGET,
          targetId: String(organisation.id),
          before: { auditType: organisation.auditType },
          after: input.approve ? { auditType: next } : { auditType: next, reason },
        },
      ]);
      const submitter = await manager.findOneOrFail(Member, { where: { id: certification.submittedByMemberId } });
      return { organisation, next, submitter, name: certification.mechanismName };
    });
    await this.notify(result.submitter, result.name, result.next, reason);
    return { organisationId: result.organisation.id, auditType: result.next };
  }

  /** After the commit: a failed enqueue must not undo the decision, so it is logged instead. */
  private async notify(member: Member, name: string, auditType: AuditTypeValue, reason: string): Promise<void> {
    const content =
      auditType === AuditType.Approved
        ? `【SeqPortal】您提交的机构认证（${name}）已审核通过，现可使用企业管理、合同中心与批量下单。`
        : `【SeqPortal】您提交的机构认证（${name}）未通过审核，原因：${reason}。请在个人中心修改后重新提交。`;
    try {
      await this.sms.send({ phone: member.phone, content, purpose: NOTIFY_PURPOSE });
      if (member.email) {
        await this.mail.send({
          to: member.email,
          subject: `机构认证${AUDIT_TYPE_LABELS[auditType]}`,
          content,
          purpose: NOTIFY_PURPOSE,
        });
      }
    } catch (error) {
      this.logger.warn(`Certification notice not queued: ${(error as Error).message}`);
    }
  }
}
