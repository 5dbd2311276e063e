import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from '@/lib/query-keys';
import type {
  StartConversationRequest,
  StartConversationResponse,
  SupportAttachmentUrl,
  SupportConversation,
  SupportMessage,
  SupportMessagesResponse,
  SupportReadResponse,
} from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** The customer's conversations (GetConversationList), newest activity first. */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.conversations(),
    queryFn: ({ signal }) => apiData<SupportConversation[]>('GetConversationList', { signal }),
    enabled,
    // Replies that arrived while /kefu was closed only moved the badge: the chat always loads afresh.
    refetchOnMount: 'always',
  });
}

/** The newest page of one conversation's messages (GetMessageList). */
export function useMessages(conversationId: number | null) {
  return useQuery({
    queryKey: supportKeys.messages(conversationId ?? 0),
    queryFn: ({ signal }) =>
      apiData<SupportMessagesResponse>('GetMessageList', { query: { conversationId: conversationId! }, signal }),
    enabled: conversationId !== null,
    refetchOnMount: 'always',
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    // An answer without a body (a proxy or a stub that says 成功 and nothing else) starts nothing on the page.
    mutationFn: (request: StartConversationRequest) =>
      apiData<StartConversationResponse | null>('StartConversation', { body: request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.conversations() }),
  });
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiData<SupportMessage>('SendMessage', { body: { conversationId, text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.messages(conversationId) }),
  });
}

export function useUploadChatFile(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiData<SupportMessage>('UploadChatFile', { query: { conversationId }, body: form });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.messages(conversationId) }),
  });
}

/** Read receipt: everything shown is read; the badge follows. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      apiData<SupportReadResponse>('ReadMessages', { body: { conversationId }, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations() });
    },
  });
}

export function getChatFileUrl(messageId: number): Promise<SupportAttachmentUrl> {
  return apiData<SupportAttachmentUrl>('GetChatFileUrl', { query: { messageId } });
}
