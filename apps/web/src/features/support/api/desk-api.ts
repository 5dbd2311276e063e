import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSupportConversation,
  AdminSupportDetail,
  AdminSupportQueue,
  SupportAttachmentUrl,
  SupportCannedReply,
  SupportEventsTicketResponse,
  SupportMessage,
  SupportReadResponse,
} from '@seqportal/contract';
import { staffData } from '@/lib/staff-api';

export const deskKeys = {
  all: ['support-desk'] as const,
  queue: (status: 'open' | 'closed') => ['support-desk', 'queue', status] as const,
  detail: (conversationId: number) => ['support-desk', 'detail', conversationId] as const,
  canned: (conversationId: number) => ['support-desk', 'canned', conversationId] as const,
};

export function useDeskQueue(status: 'open' | 'closed') {
  return useQuery({
    queryKey: deskKeys.queue(status),
    queryFn: ({ signal }) => staffData<AdminSupportQueue>('AdminSupportQueue', { query: { status }, signal }),
  });
}

export function useDeskDetail(conversationId: number) {
  return useQuery({
    queryKey: deskKeys.detail(conversationId),
    queryFn: ({ signal }) => staffData<AdminSupportDetail>('AdminSupportDetail', { query: { conversationId }, signal }),
  });
}

export function useCannedReplies(conversationId: number) {
  return useQuery({
    queryKey: deskKeys.canned(conversationId),
    queryFn: ({ signal }) =>
      staffData<SupportCannedReply[]>('AdminSupportCannedReplies', { query: { conversationId }, signal }),
  });
}

/** Every desk mutation refreshes the queue and the conversation (events would too, but the agent sees it at once). */
function useDeskMutation<Input, Output>(conversationId: number, run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.detail(conversationId) });
      void queryClient.invalidateQueries({ queryKey: ['support-desk', 'queue'] });
    },
  });
}

export function useDeskSend(conversationId: number) {
  return useDeskMutation(conversationId, (input: { text: string; note: boolean }) =>
    staffData<SupportMessage>('AdminSupportSendMessage', { body: { conversationId, ...input } }),
  );
}

export function useDeskAssign(conversationId: number) {
  return useDeskMutation(conversationId, () =>
    staffData<AdminSupportConversation>('AdminSupportAssign', { body: { conversationId } }),
  );
}

export function useDeskStatus(conversationId: number) {
  return useDeskMutation(conversationId, (status: 'open' | 'closed') =>
    staffData<AdminSupportConversation>(status === 'closed' ? 'AdminSupportClose' : 'AdminSupportReopen', {
      body: { conversationId },
    }),
  );
}

export function useDeskRead(conversationId: number) {
  return useDeskMutation(conversationId, () =>
    staffData<SupportReadResponse>('AdminSupportRead', { body: { conversationId } }),
  );
}

export function deskFileUrl(messageId: number): Promise<SupportAttachmentUrl> {
  return staffData<SupportAttachmentUrl>('AdminSupportChatFileUrl', { query: { messageId } });
}

export async function deskStreamUrl(): Promise<string | null> {
  const answer = await staffData<SupportEventsTicketResponse>('AdminSupportEventsTicket');
  return answer.url;
}
