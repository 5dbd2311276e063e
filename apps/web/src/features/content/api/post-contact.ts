import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, PostContactRequest, PostOkResponse } from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';

/** Answers the envelope: 提交成功 with postOk on success; failures were already toasted by the client. */
export function postContact(request: PostContactRequest): Promise<ApiEnvelope<PostOkResponse | null>> {
  return apiRequest<PostOkResponse | null>('PostContact', { body: request });
}

export function usePostContact() {
  return useMutation({ mutationFn: postContact });
}
