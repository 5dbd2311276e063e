import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from '@/lib/query-keys';
import type {
  AdminSupportConversation,
  AdminSupportDetail,
  AdminSupportQueue,
  SupportAttachmentUrl,
  SaveCannedReplyRequest,
  SupportCannedReply,
  SupportCannedReplyTemplate,
  SupportEventsTicketResponse,
  SupportMessage,
  SupportReadResponse,
} from '@seqportal/contract';
import { routes } from '@seqportal/contract';
import { staffData } from '@/lib/staff-api';

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
      void queryClient.invalidateQueries({ queryKey: deskKeys.queues() });
    },
  });
}

export function useDeskSend(conversationId: number) {
  return useDeskMutation(conversationId, (input: { text: string; note: boolean }) =>
    staffData<SupportMessage>('AdminSupportSendMessage', { body: { conversationId, ...input } }),
  );
}

export function useDeskUpload(conversationId: number) {
  return useDeskMutation(conversationId, (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return staffData<SupportMessage>('AdminSupportUploadChatFile', { query: { conversationId }, body: form });
  });
}

export function useCannedTemplates() {
  return useQuery({
    queryKey: deskKeys.templates,
    queryFn: ({ signal }) => staffData<SupportCannedReplyTemplate[]>('AdminSupportCannedReplyList', { signal }),
  });
}

/** Saving or deleting a template refreshes the list and every conversation's filled replies. */
function useCannedMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.templates });
      void queryClient.invalidateQueries({ queryKey: deskKeys.cannedAll });
    },
  });
}

export function useSaveCannedReply() {
  return useCannedMutation((input: SaveCannedReplyRequest) =>
    staffData<SupportCannedReplyTemplate>('AdminSupportSaveCannedReply', { body: input }),
  );
}

export function useDeleteCannedReply() {
  return useCannedMutation((id: number) => staffData<null>('AdminSupportDeleteCannedReply', { body: { id } }));
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

/** The live order events of a conversation's order (the agent's order panel), opened with a desk ticket. */
export async function deskOrderStreamUrl(conversationId: number): Promise<string | null> {
  const answer = await staffData<SupportEventsTicketResponse>('AdminSupportEventsTicket');
  const query = new URLSearchParams({ ticket: answer.ticket, conversationId: String(conversationId) });
  return `${routes.AdminSupportOrderEvents.path}?${query.toString()}`;
}
