import { ApiProperty } from '@nestjs/swagger';
import type { AdminLoginRequest, AdminLoginResponse, StaffRoleValue } from '@seqportal/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class StaffLoginDto implements AdminLoginRequest {
  @ApiProperty({ example: 'lab', description: '员工账号' })
  @IsString({ message: '请输入账号' })
  @IsNotEmpty({ message: '请输入账号' })
  @MaxLength(50, { message: '账号不能超过50个字符' })
  username: string;

  @ApiProperty({ example: 'lab123456', description: '密码' })
  @IsString({ message: '请输入密码' })
  @IsNotEmpty({ message: '请输入密码' })
  @MaxLength(200, { message: '密码不能超过200个字符' })
  password: string;
}

export class StaffSessionDto implements AdminLoginResponse {
  @ApiProperty({ description: 'Staff access token (Bearer)' })
  token: string;

  @ApiProperty({ example: 'lab' })
  username: string;

  @ApiProperty({ example: '陈立' })
  displayName: string;

  @ApiProperty({ example: ['lab'], type: [String] })
  roles: StaffRoleValue[];

  @ApiProperty({ description: 'Seconds until the token expires', example: 900 })
  expiresIn: number;
}
