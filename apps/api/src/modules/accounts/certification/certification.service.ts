import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AuditType,
  CERTIFICATION_TYPE_WITHOUT_LICENCE,
  CERTIFICATION_TYPES,
  DEFAULT_THROUGHPUT_TOLERANCE_RATIO,
  UploadKind,
  type CertificationDetail,
  type CertificationTypeOption,
} from '@seqportal/contract';
import type { DataSource, EntityManager } from 'typeorm';
import {
  AuthenticationError,
  ForbiddenError,
  IllegalOperationError,
  UserInputError,
} from '../../../common/errors/domain-errors.js';
import { Member } from '../entities/member.entity.js';
import { Organisation } from '../entities/organisation.entity.js';
import { CertificationFilesService, ownerOf, type FileOwner } from './certification-files.service.js';
import type { SubmitCertificationDto } from './dto/certification.dto.js';
import { OrganisationCertification } from './entities/organisation-certification.entity.js';
import { nextAuditType, refusalMessage } from './helpers/audit-transitions.js';
import { CertificationMessages } from './helpers/certification-messages.js';

export function certificationTypeOf(key: number): CertificationTypeOption | null {
  return CERTIFICATION_TYPES.find((option) => option.key === key) ?? null;
}

/**
 * A customer's side of organisation certification: the types, the current state with its files, and submitting.
 * A personal account that submits becomes the main account of a new organisation named as it entered it.
 */
@Injectable()
export class CertificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: CertificationFilesService,
  ) {}

  /** Whose files an upload of this member belongs to (its organisation, read fresh: the token may predate it). */
  async owner(memberId: number): Promise<FileOwner> {
    return ownerOf(await this.loadMember(this.dataSource.manager, memberId));
  }

  types(): CertificationTypeOption[] {
    return [...CERTIFICATION_TYPES];
  }

  async detail(memberId: number): Promise<CertificationDetail> {
    const member = await this.loadMember(this.dataSource.manager, memberId);
    const organisation = member.organisation;
    const certification = organisation
      ? await this.dataSource.manager.findOne(OrganisationCertification, { where: { organisationId: organisation.id } })
      : null;
    if (!certification) {
      return {
        type: null,
        mechanismName: organisation?.name ?? '',
        throughputToleranceRatio: DEFAULT_THROUGHPUT_TOLERANCE_RATIO,
        contract: [],
        business: [],
        contractFiles: [],
        businessFiles: [],
        auditType: organisation?.auditType ?? AuditType.NotCertified,
        rejectReason: null,
        submittedAt: null,
      };
    }
    return this.view(certification, organisation!.auditType);
  }

  async view(
    certification: OrganisationCertification,
    auditType: CertificationDetail['auditType'],
  ): Promise<CertificationDetail> {
    return {
      type: certificationTypeOf(certification.type),
      mechanismName: certification.mechanismName,
      throughputToleranceRatio: certification.throughputToleranceRatio,
      contract: certification.contractFiles,
      business: certification.businessFiles,
      contractFiles: await this.files.describe(certification.contractFiles),
      businessFiles: await this.files.describe(certification.businessFiles),
      auditType,
      rejectReason: auditType === AuditType.Rejected ? certification.rejectReason : null,
      submittedAt: certification.submittedAt.toISOString(),
    };
  }

  async submit(memberId: number, input: SubmitCertificationDto): Promise<void> {
    const type = certificationTypeOf(input.type);
    if (!type) throw new UserInputError(CertificationMessages.typeMissing);
    const needsLicence = type.key !== CERTIFICATION_TYPE_WITHOUT_LICENCE;
    const business = needsLicence ? input.business : [];
    if (needsLicence && business.length === 0) throw new UserInputError(CertificationMessages.licenceMissing);
    await this.dataSource.transaction(async (manager) => {
      const member = await this.loadMember(manager, memberId);
      if (member.organisation && !member.isMain) throw new ForbiddenError(CertificationMessages.subAccountCannotSubmit);
      const owner = ownerOf(member);
      // Checked before anything changes: a file of someone else answers 404 and nothing is kept.
      await this.files.ownedFiles(owner, UploadKind.Contract, input.contract);
      await this.files.ownedFiles(owner, UploadKind.Business, business);
      const organisation = member.organisation
        ? await manager.findOneOrFail(Organisation, {
            where: { id: member.organisation.id },
            lock: { mode: 'pessimistic_write' },
          })
        : await this.organisationFor(manager, member, input.mechanismName);
      const next = nextAuditType(organisation.auditType, 'submit');
      if (next === null) throw new IllegalOperationError(refusalMessage(organisation.auditType, 'submit'));
      await manager.update(Organisation, { id: organisation.id }, { auditType: next });
      await manager.upsert(
        OrganisationCertification,
        {
          organisationId: organisation.id,
          type: type.key,
          mechanismName: input.mechanismName,
          throughputToleranceRatio: input.throughputToleranceRatio,
          contractFiles: input.contract,
          businessFiles: business,
          submittedByMemberId: member.id,
          submittedAt: new Date(),
          reviewedBy: null,
          reviewedAt: null,
          rejectReason: null,
        },
        ['organisationId'],
      );
    });
  }

  /** A personal account certifies as a new organisation, of which it becomes the main account. */
  private async organisationFor(manager: EntityManager, member: Member, name: string): Promise<Organisation> {
    if (await manager.exists(Organisation, { where: { name } }))
      throw new UserInputError(CertificationMessages.nameTaken);
    const organisation = await manager.save(manager.create(Organisation, { name, auditType: AuditType.NotCertified }));
    await manager.update(Member, { id: member.id }, { organisationId: organisation.id, isMain: true });
    return organisation;
  }

  private async loadMember(manager: EntityManager, memberId: number): Promise<Member> {
    const member = await manager.findOne(Member, {
      where: { id: memberId, active: true },
      relations: { organisation: true },
    });
    if (!member) throw new AuthenticationError(102);
    return member;
  }
}
