import { useEffect } from 'react';

const SITE_NAME = 'SeqPortal';

/** Names the browser tab after the page, which matters because most portal links open in new tabs. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : `${SITE_NAME} · 基因测序服务平台`;
  }, [title]);
}
