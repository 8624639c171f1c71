/**
 * Generate a parser config from a pasted ABI fragment (one function or event, JSON or
 * human-readable) or a signature: the server builds it (parameters at their ABI offsets or topics,
 * rules guessed from the names) and the editor adds it as a new, unsaved config to adjust.
 */
import { useId, useState } from 'react';
import { toast } from '../../../components/toast';
import { useT } from '../../../i18n';
import { apiErrorMessage, apiPost } from '../../../lib/http';
import { draftFromConfig, type ParserDraft } from '../parser-draft';

export function AbiImport({ contractAddress, onGenerated }: { contractAddress: string; onGenerated(d: ParserDraft): void }) {
  const t = useT();
  const id = useId();
  const [fragment, setFragment] = useState('');
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const config = (await apiPost<Record<string, unknown>>('/api/v1/parser-configs/from-abi', { fragment, contract_address: contractAddress })).data;
      onGenerated({ ...draftFromConfig(config), id: null });
      setFragment('');
    } catch (e) {
      toast.error(t('contracts.abi.failed', { message: apiErrorMessage(e) || t('common.unknownError') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field abi-import" data-testid="abi-import">
      <label className="field-label" htmlFor={id}>
        {t('contracts.abi.label')}
      </label>
      <textarea id={id} rows={2} maxLength={20_000} className="mono" placeholder="event Transfer(address indexed from, address indexed to, uint256 value)" value={fragment} onChange={(e) => setFragment(e.target.value)} />
      <button type="button" className="btn btn-small" disabled={busy || fragment.trim() === ''} onClick={() => void generate()} data-testid="abi-generate">
        {t('contracts.abi.generate')}
      </button>
    </div>
  );
}
