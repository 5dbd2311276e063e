import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SmsCodeType,
  type ChangePhoneRequest,
  type CheckEmailCodeRequest,
  type SendEmailCodeRequest,
  type SubmitEmailRequest,
  type VerifyPhoneCodeRequest,
  type VerifyPhoneCodeResponse,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPhone, Trim } from '../dto/account-validators.js';
import { ContactMessages } from './contact-messages.js';

export class VerifyPhoneCodeDto implements VerifyPhoneCodeRequest {
  @ApiProperty({ example: '13800000001', description: '当前绑定的手机号' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: '123456' })
  @Trim()
  @IsString({ message: ContactMessages.codeRequired })
  @IsNotEmpty({ message: ContactMessages.codeRequired })
  @MaxLength(8, { message: ContactMessages.codeRequired })
  code: string;

  @ApiProperty({ example: 3, enum: [3] })
  @Type(() => Number)
  @IsIn([SmsCodeType.PhoneChange], { message: '验证码类型不正确' })
  type: typeof SmsCodeType.PhoneChange;
}

export class VerifyPhoneCodeResponseDto implements VerifyPhoneCodeResponse {
  @ApiProperty({ example: 'k3y…', description: '10 分钟内有效，ChangePhone 使用一次' })
  key: string;
}

export class ChangePhoneDto implements ChangePhoneRequest {
  @ApiProperty({ example: '13900000009', description: '新手机号' })
  @Trim()
  @IsPhone()
  mobile: string;

  @ApiProperty({ example: '654321', description: '新手机号收到的验证码（类型 3）' })
  @Trim()
  @IsString({ message: ContactMessages.codeRequired })
  @IsNotEmpty({ message: ContactMessages.codeRequired })
  @MaxLength(8, { message: ContactMessages.codeRequired })
  code: string;

  @ApiProperty({ example: 'k3y…' })
  @IsString({ message: ContactMessages.keyMissing })
  @IsNotEmpty({ message: ContactMessages.keyMissing })
  @MaxLength(100, { message: ContactMessages.keyMissing })
  key: string;
}

export class SendEmailCodeDto implements SendEmailCodeRequest {
  @ApiProperty({ example: 'li.lei@example.cn' })
  @Trim()
  @IsEmail({}, { message: ContactMessages.emailInvalid })
  @MaxLength(254, { message: ContactMessages.emailInvalid })
  email: string;
}

export class CheckEmailCodeDto implements CheckEmailCodeRequest {
  @ApiProperty({ example: '123456' })
  @Trim()
  @IsString({ message: ContactMessages.codeRequired })
  @IsNotEmpty({ message: ContactMessages.codeRequired })
  @MaxLength(8, { message: ContactMessages.codeRequired })
  code: string;

  @ApiPropertyOptional({ example: 'li.lei@example.cn' })
  @IsOptional()
  @Trim()
  @IsEmail({}, { message: ContactMessages.emailInvalid })
  email?: string;
}

export class SubmitEmailDto implements SubmitEmailRequest {
  @ApiProperty({ example: 'li.lei@example.cn' })
  @Trim()
  @IsEmail({}, { message: ContactMessages.emailInvalid })
  @MaxLength(254, { message: ContactMessages.emailInvalid })
  email: string;

  @ApiProperty({ example: '123456' })
  @Trim()
  @IsString({ message: ContactMessages.codeRequired })
  @IsNotEmpty({ message: ContactMessages.codeRequired })
  @MaxLength(8, { message: ContactMessages.codeRequired })
  code: string;
}
