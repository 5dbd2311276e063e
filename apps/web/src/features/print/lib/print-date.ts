import { formatBusinessTime } from '@/lib/business-time';

/** YYYY-MM-DD in the business time zone, as the server's PDFs print dates; '' for none. */
export function printDate(iso: string | null | undefined): string {
  return iso ? formatBusinessTime(iso, 'YYYY-MM-DD') : '';
}
