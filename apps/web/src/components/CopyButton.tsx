/** Copy to the clipboard with the spec's toast 已复制到剪贴板 for 1200 ms (part 2 §2.3). */
import { useCallback } from 'react';
import { useT } from '../i18n';
import { toast } from './toast';

export const COPY_TOAST_MS = 1200;

export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the selection copy (permissions, insecure context)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** copy(text, successMessage?) → true when copied; shows the toast either way. */
export function useCopy(): (text: string, successMessage?: string) => Promise<boolean> {
  const t = useT();
  return useCallback(
    async (text: string, successMessage?: string) => {
      try {
        await writeClipboard(text);
        toast.success(successMessage ?? t('common.copied'), COPY_TOAST_MS);
        return true;
      } catch {
        toast.error(t('common.copyFailed'));
        return false;
      }
    },
    [t],
  );
}

export interface CopyButtonProps {
  text: string;
  label?: string;
  successMessage?: string;
}

export function CopyButton({ text, label, successMessage }: CopyButtonProps) {
  const t = useT();
  const copy = useCopy();
  return (
    <button type="button" className="copy-button" title={label ?? t('common.copy')} aria-label={label ?? t('common.copy')} onClick={() => void copy(text, successMessage)}>
      ⧉
    </button>
  );
}
