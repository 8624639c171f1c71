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
      {/* two overlapping sheets, drawn (no font has a glyph for every copy sign) */}
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
