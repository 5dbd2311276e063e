import { useSyncExternalStore } from 'react';

/**
 * A tiny store for toasts and alert dialogs, so that code outside React (the API client) can raise them and
 * <NotifierHost/> renders them. Identical toasts are collapsed: several failing calls must not stack up a storm.
 */
export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NoticeAction {
  label: string;
  /** An in-app path the host navigates to. */
  to: string;
}

export interface ToastNotice {
  id: number;
  kind: 'toast';
  message: string;
  severity: NoticeSeverity;
  action?: NoticeAction;
}

export interface DialogNotice {
  id: number;
  kind: 'dialog';
  /** Dialogs with the same key are shown once, e.g. ten calls failing with an expired token. */
  key?: string;
  title: string;
  message: string;
  okLabel: string;
  /** Where the OK button leads; absent means it only closes. */
  okTo?: string;
  /** The generic error dialog's list (spec part 1 section 8), shown below `message`. */
  messages?: readonly string[];
  /** Called when OK is pressed, after the dialog closes. */
  onOk?: () => void;
}

export type Notice = ToastNotice | DialogNotice;

export interface ToastOptions {
  severity?: NoticeSeverity;
  action?: NoticeAction;
}

export interface DialogOptions {
  key?: string;
  title?: string;
  message: string;
  okLabel?: string;
  okTo?: string;
  messages?: readonly string[];
  onOk?: () => void;
}

/** The generic error dialog: several messages that arose at once, a custom OK label and a callback. */
export interface ErrorListOptions {
  title?: string;
  /** A line above the list, e.g. how many problems there are. */
  message?: string;
  messages: readonly string[];
  okLabel?: string;
  onOk?: () => void;
}

type Listener = () => void;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export const notifier = {
  toast(message: string, options: ToastOptions = {}): number | undefined {
    const severity = options.severity ?? 'error';
    const duplicate = notices.find((n) => n.kind === 'toast' && n.message === message && n.severity === severity);
    if (duplicate) return duplicate.id;
    const notice: ToastNotice = { id: nextId++, kind: 'toast', message, severity, action: options.action };
    publish([...notices, notice]);
    return notice.id;
  },

  success(message: string): number | undefined {
    return notifier.toast(message, { severity: 'success' });
  },

  dialog(options: DialogOptions): number {
    const duplicate = options.key ? notices.find((n) => n.kind === 'dialog' && n.key === options.key) : undefined;
    if (duplicate) return duplicate.id;
    const notice: DialogNotice = {
      id: nextId++,
      kind: 'dialog',
      key: options.key,
      title: options.title ?? '提示',
      message: options.message,
      okLabel: options.okLabel ?? '确定',
      okTo: options.okTo,
      messages: options.messages,
      onOk: options.onOk,
    };
    publish([...notices, notice]);
    return notice.id;
  },

  /** Spec part 1 section 8's generic error dialog; only OK closes it, then `onOk` runs. */
  errorList(options: ErrorListOptions): number {
    return notifier.dialog({
      title: options.title,
      message: options.message ?? '',
      messages: options.messages,
      okLabel: options.okLabel,
      onOk: options.onOk,
    });
  },

  dismiss(id: number): void {
    if (notices.some((n) => n.id === id)) publish(notices.filter((n) => n.id !== id));
  },

  /** Drops everything; tests use it to start clean. */
  reset(): void {
    publish([]);
  },

  getSnapshot(): readonly Notice[] {
    return notices;
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(notifier.subscribe, notifier.getSnapshot, notifier.getSnapshot);
}
