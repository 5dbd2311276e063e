import { queryOptions, useQuery } from '@tanstack/react-query';
import { workbenchKeys } from '@/lib/query-keys';
import type { TodoItem } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

/** 待办事项 (GetTodoList). Silent: the panel shows its own error state instead of a toast per panel. */
export async function getTodoList(signal?: AbortSignal): Promise<TodoItem[]> {
  const body = await apiData<TodoItem[] | null>('GetTodoList', { silent: true, signal });
  return body ?? [];
}

export function todoListQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: workbenchKeys.todos(memberId),
    queryFn: ({ signal }) => getTodoList(signal),
    enabled: memberId !== null,
  });
}

export function useTodoList(memberId: number | null) {
  return useQuery(todoListQueryOptions(memberId));
}
