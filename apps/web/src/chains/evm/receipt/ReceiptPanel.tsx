/**
 * The expanded area of a transaction (spec part 2 §2.3): for signed-in users the receipt and the
 * parse results, each loaded once; guests see 请登录后查看交易凭证信息; a missing or failed receipt
 * shows 暂无凭证信息 (the failure is only a warning).
 */
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { LoadingState } from '../../../components/LoadingState';
import { useT } from '../../../i18n';
import { useParsed } from '../api/parsed';
import { useReceipt } from '../api/receipt';
import { ReceiptDetails } from './ReceiptDetails';

export interface ReceiptPanelProps {
  chain: string;
  hash: string;
  unit: string;
  decimals: number;
}

export function ReceiptPanel(props: ReceiptPanelProps) {
  const t = useT();
  const { isAuthenticated, openLogin } = useAuth();
  if (!isAuthenticated) {
    return (
      <div className="receipt-hint" data-testid="receipt-login-hint">
        <span>{t('blockDetail.loginForReceipt')}</span>
        <button type="button" className="btn btn-small btn-primary" onClick={openLogin}>
          {t('blockDetail.login')}
        </button>
      </div>
    );
  }
  return <SignedInReceipt {...props} />;
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
