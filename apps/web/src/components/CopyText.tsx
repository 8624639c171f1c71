import { useCopy } from './CopyButton';
import { useT } from '../i18n';
import { EMPTY, shortHash } from '../lib/format';

export interface CopyTextProps {
  text: string | null;
  /** shorten to head…tail; the full value stays in the title and the clipboard */
  short?: [number, number];
  testId?: string;
}

/** A hash or address that copies itself on click (toast 已复制到剪贴板, 1.2 s). */
export function CopyText({ text, short, testId }: CopyTextProps) {
  const t = useT();
  const copy = useCopy();
  if (!text) return <span className="muted">{EMPTY}</span>;
  return (
    <button type="button" className="copy-text mono" title={t('common.copyTextTitle', { text })} onClick={() => void copy(text)} data-testid={testId}>
      {short ? shortHash(text, short[0], short[1]) : text}
    </button>
  );
}
