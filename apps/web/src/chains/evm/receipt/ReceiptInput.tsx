import { useT } from '../../../i18n';
import { functionSelector } from '../tx-labels';

/** Input data: the function selector (first 10 characters) and the raw hex. */
export function ReceiptInput({ input, selector }: { input: string | null; selector: string | null }) {
  const t = useT();
  const empty = input === null || input === '0x' || input === '';
  const sel = selector ?? functionSelector(input);
  return (
    <div className="receipt-section" data-testid="receipt-input">
      <h3>{t('blockDetail.receipt.input')}</h3>
      {empty ? (
        <p className="muted">{t('blockDetail.receipt.noInput')}</p>
      ) : (
        <>
          <p>
            {t('blockDetail.receipt.selector')}: <code data-testid="receipt-selector">{sel ?? '-'}</code>
          </p>
          <pre className="hex-block">{input}</pre>
        </>
      )}
    </div>
  );
}
