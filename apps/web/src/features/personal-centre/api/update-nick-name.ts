import type { UserInfo } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** UpdateNickName (GET, spec part 1 section 9): answers the member as it is now. */
export async function updateNickName(nickName: string): Promise<UserInfo> {
  return apiData<UserInfo>('UpdateNickName', { query: { nickName } });
}
