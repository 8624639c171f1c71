/**
 * The expanded area of a transaction (spec part 2 §2.3): for signed-in users the receipt and the
 * parse results, each loaded once; guests see 请登录后查看交易凭证信息; a missing or failed receipt
 * shows 暂无凭证信息 (the failure is only a warning).
 */
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import { useParsed } from './parsed-api';
import { useReceipt } from './receipt-api';
import { ReceiptDetails } from './ReceiptDetails';
import './receipt.css';

export interface ReceiptPanelProps {
  chain: string;
  hash: string;
  unit: string;
  decimals: number;
}

export function ReceiptPanel(props: ReceiptPanelProps) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <SignedInReceipt {...props} /> : <ReceiptLoginHint />;
}

/** What a guest sees in place of a receipt: 请登录后查看交易凭证信息 and 登录. */
export function ReceiptLoginHint() {
  const t = useT();
  const { openLogin } = useAuth();
  return (
    <div className="receipt-hint" data-testid="receipt-login-hint">
      <span>{t('blockDetail.loginForReceipt')}</span>
      <button type="button" className="btn btn-small btn-primary" onClick={openLogin}>
        {t('blockDetail.login')}
      </button>
    </div>
  );
}

function SignedInReceipt({ chain, hash, unit, decimals }: ReceiptPanelProps) {
  const t = useT();
  const receipt = useReceipt(chain, hash, true);
  const parsed = useParsed(chain, hash, true);

  useEffect(() => {
    if (receipt.error) console.warn(`receipt of ${hash}: ${receipt.error.message}`);
  }, [receipt.error, hash]);

  if (receipt.isPending) return <LoadingState />;
  if (!receipt.data) {
    return (
      <div className="receipt-hint" data-testid="receipt-missing">
        {t('blockDetail.noReceipt')}
      </div>
    );
  }
  return <ReceiptDetails receipt={receipt.data} parsed={parsed.data ?? []} unit={unit} decimals={decimals} />;
}
