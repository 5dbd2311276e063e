import { SAMPLE_SHEET_FORMAT_MESSAGE, SAMPLE_SHEET_FORMATS, SAMPLE_SHEET_MAX_BYTES } from '@seqportal/contract';
import { useCallback, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { parseSampleExcel } from '../api/parse-sample-excel';
import { parsePathOf, SHEET_TOO_LARGE_MESSAGE, uploadExcel } from '../api/upload-excel';
import { saveSampleSheet } from './sample-sheet';

export type UploadPhase = 'idle' | 'uploading' | 'parsing';

export const SHEET_EXTENSIONS = SAMPLE_SHEET_FORMATS.map((format) => `.${format}`);
export const NO_SKU_MESSAGE = '未识别到可下单的产品，请检查产品编码';
export const UPLOAD_SUCCESS = '上传成功';

export function isSheetFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return SHEET_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * The one-click order upload (spec part 2 sections 2.9 and 4): upload with progress, then ParseSampleExcel on
 * the stored path. Errors, or a sheet without any product, open /sample_info_error with the list; a clean
 * sheet is kept as the sample information, announced with 上传成功 and opened in /sample_info_main.
 */
export function useSheetUpload() {
  const openLayer = useOpenLayer();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [fileName, setFileName] = useState('');
  const abort = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File) => {
      // Checked here too so that a wrong file is refused at once rather than after a long upload.
      if (!isSheetFile(file)) {
        notifier.toast(SAMPLE_SHEET_FORMAT_MESSAGE);
        return;
      }
      if (file.size > SAMPLE_SHEET_MAX_BYTES) {
        notifier.toast(SHEET_TOO_LARGE_MESSAGE);
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setFileName(file.name);
      setPercent(0);
      setPhase('uploading');
      try {
        const uploaded = await uploadExcel(file, (progress) => setPercent(progress.percent), controller.signal);
        if (!uploaded.ok) return;
        setPercent(100);
        setPhase('parsing');
        const parsed = await parseSampleExcel(parsePathOf(uploaded.url));
        if (!parsed.ok) {
          notifier.toast(parsed.message);
          return;
        }
        const { sheet } = parsed;
        const errors =
          sheet.errors.length === 0 && sheet.skuList.length === 0
            ? [{ sheet: null, row: null, column: null, title: null, message: NO_SKU_MESSAGE }]
            : sheet.errors;
        saveSampleSheet({
          fileName: file.name,
          skuList: sheet.skuList,
          errors,
          lists: sheet.lists,
          products: sheet.products,
          draft: null,
          contractId: null,
        });
        if (errors.length > 0) {
          openLayer(paths.sampleInfoError);
          return;
        }
        notifier.success(UPLOAD_SUCCESS);
        openLayer(paths.sampleInfoMain);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notifier.toast('文件解析失败，请稍后重试');
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setPhase('idle');
        }
      }
    },
    [openLayer],
  );

  return { phase, percent, fileName, upload };
}
