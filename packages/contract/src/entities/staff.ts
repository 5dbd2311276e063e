import type { StaffRoleValue } from '../enums/staff-role.js';
import type { IsoDateString } from './common.js';

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export interface AdminLoginResponse {
  /** Staff access token (Bearer); never accepted where a customer token is expected. */
  token: string;
  username: string;
  displayName: string;
  roles: StaffRoleValue[];
  /** Seconds until the token expires. */
  expiresIn: number;
}

export interface SmsOutboxQuery {
  phone?: string;
}

export interface SmsOutboxEntry {
  id: number;
  phone: string;
  content: string;
  /** Why it was sent: login, register, progress ... */
  purpose: string;
  createdAt: IsoDateString;
}

export interface HealthIndicatorState {
  status: 'up' | 'down';
  responseTime?: number;
  message?: string;
}

/** GET /api/health body: one entry per service (database, redis, storage). */
export interface HealthResponse {
  status: 'ok' | 'error';
  info: Record<string, HealthIndicatorState>;
  error: Record<string, HealthIndicatorState>;
  details: Record<string, HealthIndicatorState>;
}
