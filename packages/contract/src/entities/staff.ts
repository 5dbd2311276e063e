import type { StaffRoleValue } from '../enums/staff-role.js';
import type { IsoDateString } from './common.js';

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export interface AdminLoginResponse {
  token: string;
  roles?: StaffRoleValue[];
}

export interface SmsOutboxQuery {
  phone?: string;
}

export interface SmsOutboxEntry {
  phone: string;
  content: string;
  createdAt: IsoDateString;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  checks?: Record<string, 'up' | 'down'>;
}
