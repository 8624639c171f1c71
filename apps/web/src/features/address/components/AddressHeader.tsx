/** The page title, the whole address with its copy button, and the CSV download of its transactions. */
import { useState } from 'react';
import type { ChainView } from '../../../chains/registry';
import { CopyButton } from '../../../components/CopyButton';
import { useToast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { downloadAddressCsv } from '../api/address';

export function AddressHeader({ chain, address, signedIn }: { chain: ChainView; address: string; signedIn: boolean }) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadAddressCsv(chain.id, address, signedIn)
      .catch(() => toast.error(t('address.csvFailed')))
      .finally(() => setBusy(false));
  };
  return (
    <div className="page-head">
      <div className="page-head-main">
        <h1 className="page-title">{t('address.title')}</h1>
        <div className="address-line">
          <span className="mono address-full" data-testid="address-text">
            {address}
          </span>
          <CopyButton text={address} label={t('address.copy')} />
        </div>
      </div>
      <div className="page-actions">
        <button type="button" className="btn" onClick={download} disabled={busy} title={t('address.csvHint', { count: signedIn ? '10,000' : '1,000' })} data-testid="address-csv">
          {t('address.csv')}
        </button>
      </div>
    </div>
  );
}
