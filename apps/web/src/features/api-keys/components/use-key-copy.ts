/** Copy with the API key dialog's texts: 已复制到剪贴板！ / 复制失败: <reason> (spec part 1 §8). */
import { useCallback } from 'react';
import { COPY_TOAST_MS, writeClipboard } from '../../../components/CopyButton';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';

export function useKeyCopy(): (text: string) => Promise<void> {
  const t = useT();
  return useCallback(
    async (text: string) => {
      try {
        await writeClipboard(text);
        toast.success(t('apiKeys.copied'), COPY_TOAST_MS);
      } catch (e) {
        toast.error(
          t('apiKeys.copyFailed', {
            message: e instanceof Error && e.message ? e.message : t('common.unknownError'),
          }),
        );
      }
    },
    [t],
  );
}
