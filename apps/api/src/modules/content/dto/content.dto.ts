import { ApiProperty } from '@nestjs/swagger';
import {
  isValidEmail,
  LegalTextType,
  type Captcha,
  type ContactMessageEntry,
  type ContactMessageQuery,
  type LegalText,
  type LegalTextTypeValue,
  type LegalTextVersion,
  type LegalTextVersionsQuery,
  type ListResponse,
  type PostContactRequest,
  type QualityReadmeItem,
  type SaveLegalTextRequest,
  type VerifyCaptchaRequest,
} from '@seqportal/contract';
import { IsIn, IsNotEmpty, IsString, MaxLength, registerDecorator, type ValidationOptions } from 'class-validator';
import { IsPhone, Trim } from '../../accounts/dto/account-validators.js';
import {
  CAPTCHA_MESSAGES,
  CONTACT_LABELS,
  CONTACT_MESSAGES,
  LEGAL_TEXT_MESSAGES,
  requiredMessage,
} from '../helpers/content-messages.js';
import { PageField, PageSizeField } from '../../../common/http/page-field.js';

const LEGAL_TEXT_TYPES = Object.values(LegalTextType);

/** An e-mail address by the contract's rule, the one the contact page checks with. */
function IsContactEmail(options: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isContactEmail',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidEmail(value) },
    });
}

export class LegalTextQueryDto implements LegalTextVersionsQuery {
  @ApiProperty({ enum: LEGAL_TEXT_TYPES, example: LegalTextType.BuyTerms })
  @IsIn(LEGAL_TEXT_TYPES, { message: LEGAL_TEXT_MESSAGES.badType })
  type: LegalTextTypeValue;
}

export class LegalTextDto implements LegalText {
  @ApiProperty({ enum: LEGAL_TEXT_TYPES, example: LegalTextType.BuyTerms }) type: LegalTextTypeValue;
  @ApiProperty({ example: '购买须知与服务条款' }) title: string;
  @ApiProperty({ example: '<h3>一、服务内容与订单成立</h3><ol><li>…</li></ol>', description: '已净化的 HTML' })
  html: string;
  @ApiProperty({ example: 3, description: '版本号，从 1 开始，每次修改加一' }) version: number;
  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' }) updatedAt: string;
}

export class LegalTextVersionDto extends LegalTextDto implements LegalTextVersion {
  @ApiProperty({ example: 'support', nullable: true, type: String, description: '随产品发布的版本为 null' })
  createdBy: string | null;
}

export class SaveLegalTextDto implements SaveLegalTextRequest {
  @ApiProperty({ enum: LEGAL_TEXT_TYPES, example: LegalTextType.Privacy })
  @IsIn(LEGAL_TEXT_TYPES, { message: LEGAL_TEXT_MESSAGES.badType })
  type: LegalTextTypeValue;

  @ApiProperty({ example: '隐私条款及法律声明' })
  @Trim()
  @IsString({ message: LEGAL_TEXT_MESSAGES.titleRequired })
  @IsNotEmpty({ message: LEGAL_TEXT_MESSAGES.titleRequired })
  @MaxLength(100, { message: '标题不能超过100个字符' })
  title: string;

  @ApiProperty({ example: '<h3>一、我们收集的信息</h3><p>…</p>', description: 'HTML；保存时净化' })
  @IsString({ message: LEGAL_TEXT_MESSAGES.htmlRequired })
  @IsNotEmpty({ message: LEGAL_TEXT_MESSAGES.htmlRequired })
  @MaxLength(100_000, { message: '正文不能超过100000个字符' })
  html: string;
}

export class CaptchaDto implements Captcha {
  @ApiProperty({ example: '6f1c2b9e-0d4a-4f57-9a51-3c7e1d2f8b60', description: '校验时原样带回' }) key: string;
  @ApiProperty({ example: 'iVBORw0KGgoAAAANSUhEUgAA…', description: 'PNG 图片的 base64（不含 data: 前缀）' })
  img: string;
}

/** The captcha pair; the key is checked first, an empty code is not spent. */
export class VerifyCaptchaDto implements VerifyCaptchaRequest {
  @ApiProperty({ example: '6f1c2b9e-0d4a-4f57-9a51-3c7e1d2f8b60' })
  @Trim()
  @IsString({ message: CAPTCHA_MESSAGES.expired })
  @IsNotEmpty({ message: CAPTCHA_MESSAGES.expired })
  @MaxLength(64, { message: CAPTCHA_MESSAGES.expired })
  key: string;

  @ApiProperty({ example: 'x7km' })
  @Trim()
  @IsString({ message: CAPTCHA_MESSAGES.codeRequired })
  @IsNotEmpty({ message: CAPTCHA_MESSAGES.codeRequired })
  @MaxLength(10, { message: CAPTCHA_MESSAGES.wrong })
  code: string;
}

/**
 * The contact form in its order on the page (spec part 2 section 5): every field is required after trimming, and
 * the first failing one answers `{label}不能为空`; phone and e-mail also have their formats. The captcha comes
 * last: the page asks for it only once the form is valid.
 */
export class PostContactDto implements PostContactRequest {
  @ApiProperty({ example: '张晓明', description: '姓名' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.objName) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.objName) })
  @MaxLength(50, { message: '姓名不能超过50个字符' })
  objName: string;

  @ApiProperty({ example: 'zhangxm@example.com' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.email) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.email) })
  @MaxLength(100, { message: CONTACT_MESSAGES.badEmail })
  @IsContactEmail({ message: CONTACT_MESSAGES.badEmail })
  email: string;

  @ApiProperty({ example: '13800000001' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.phone) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.phone) })
  @IsPhone({ message: CONTACT_MESSAGES.badPhone })
  phone: string;

  @ApiProperty({ example: '上海示例生物科技有限公司' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.companyName) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.companyName) })
  @MaxLength(100, { message: '公司名称不能超过100个字符' })
  companyName: string;

  @ApiProperty({ example: '实验室主任' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.position) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.position) })
  @MaxLength(50, { message: '职位不能超过50个字符' })
  position: string;

  @ApiProperty({ example: '上海市浦东新区张江路 100 号' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.address) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.address) })
  @MaxLength(200, { message: '地址不能超过200个字符' })
  address: string;

  @ApiProperty({ example: '咨询单细胞测序报价' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.title) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.title) })
  @MaxLength(100, { message: '标题不能超过100个字符' })
  title: string;

  @ApiProperty({ example: '我们有 48 个小鼠组织样本，想了解 10x 单细胞转录组的周期与价格。' })
  @Trim()
  @IsString({ message: requiredMessage(CONTACT_LABELS.opinion) })
  @IsNotEmpty({ message: requiredMessage(CONTACT_LABELS.opinion) })
  @MaxLength(2000, { message: '留言内容不能超过2000个字符' })
  opinion: string;

  @ApiProperty({ example: '6f1c2b9e-0d4a-4f57-9a51-3c7e1d2f8b60', description: 'GetCaptcha 的 key' })
  @Trim()
  @IsString({ message: CAPTCHA_MESSAGES.expired })
  @IsNotEmpty({ message: CAPTCHA_MESSAGES.expired })
  @MaxLength(64, { message: CAPTCHA_MESSAGES.expired })
  key: string;

  @ApiProperty({ example: 'x7km', description: '图形验证码' })
  @Trim()
  @IsString({ message: CAPTCHA_MESSAGES.codeRequired })
  @IsNotEmpty({ message: CAPTCHA_MESSAGES.codeRequired })
  @MaxLength(10, { message: CAPTCHA_MESSAGES.wrong })
  code: string;
}

export class QualityReadmeItemDto implements QualityReadmeItem {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '检测方法' }) name: string;
  @ApiProperty({ type: () => [QualityReadmeItemDto], example: [] }) list: QualityReadmeItemDto[];
}

export class ContactMessageQueryDto implements ContactMessageQuery {
  @PageField()
  page?: number;

  @PageSizeField({ max: 100, defaultSize: 20, optional: true })
  pageSize?: number;
}

export class ContactMessageEntryDto implements ContactMessageEntry {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 3, nullable: true, type: Number }) memberId: number | null;
  @ApiProperty({ example: '张晓明' }) objName: string;
  @ApiProperty({ example: 'zhangxm@example.com' }) email: string;
  @ApiProperty({ example: '13800000001' }) phone: string;
  @ApiProperty({ example: '上海示例生物科技有限公司' }) companyName: string;
  @ApiProperty({ example: '实验室主任' }) position: string;
  @ApiProperty({ example: '上海市浦东新区张江路 100 号' }) address: string;
  @ApiProperty({ example: '咨询单细胞测序报价' }) title: string;
  @ApiProperty({ example: '想了解 10x 单细胞转录组的周期与价格。' }) opinion: string;
  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' }) createdAt: string;
}

export class ContactMessagePageDto implements ListResponse<ContactMessageEntry> {
  @ApiProperty({ type: () => [ContactMessageEntryDto] }) list: ContactMessageEntryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 20 }) pageSize: number;
  @ApiProperty({ example: 1 }) totalCount: number;
}
