/**
 * A Bitcoin transaction's inputs beside its outputs (spec part 2 §2.9). An input shows the coinbase,
 * or the address, value and script type of the output it spends with a link to that transaction; an
 * output shows its address, value and script type, and 已花费 with a link to the spending transaction
 * or 未花费. Used by the block detail and the transaction page.
 */
import { AddressLink } from '../AddressLink';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import type { ApiBtcTransaction } from '../../lib/core';
import { formatCoin, shortHash } from '../../lib/format';
import { inputsInOrder, inputView, outputsInOrder, outputState } from './tx-io';
import './btc.css';

export interface TxInputsOutputsProps {
  tx: Pick<ApiBtcTransaction, 'vin' | 'btc_utxos'>;
  /** /btc: links go to {root}/transactions/{txid} */
  root: string;
  unit: string;
  decimals: number;
}

export function TxInputsOutputs({ tx, root, unit, decimals }: TxInputsOutputsProps) {
  const t = useT();
  const inputs = inputsInOrder(tx).map(inputView);
  const outputs = outputsInOrder(tx);
  const coin = (sat: string) => formatCoin(sat, unit, decimals, decimals);
  return (
    <div className="btc-io">
      <section className="btc-io-side" data-testid="tx-inputs">
        <h3>{t('btc.inputs', { count: inputs.length })}</h3>
        <ol className="btc-io-list">
          {inputs.map((i) =>
            i.kind === 'coinbase' ? (
              <li key={i.key} className="btc-io-item" data-testid="tx-input" data-kind="coinbase">
                <span className="tag tag-first">{t('btc.coinbaseTag')}</span>
                <span className="muted small">{t('btc.coinbase')}</span>
              </li>
            ) : (
              <li key={i.key} className="btc-io-item" data-testid="tx-input" data-kind="spend">
                <div className="btc-io-main">
                  <span className="mono btc-address" data-testid="input-address">
                    {i.address ? <AddressLink root={root} address={i.address} /> : <span className="muted">{t('btc.noAddress')}</span>}
                  </span>
                  <span className="amount nowrap" data-testid="input-value">
                    {i.value === null ? <span className="muted">{t('btc.unknownValue')}</span> : coin(i.value)}
                  </span>
                </div>
                <div className="btc-io-sub muted small">
                  {i.scriptType && <span className="tag tag-first">{i.scriptType}</span>}
                  <span>{t('btc.prevout')}</span>
                  <Link to={`${root}/transactions/${i.txid}`} className="mono" title={`${i.txid}:${i.vout}`} data-testid="input-prev">
                    {shortHash(i.txid, 10, 8)}:{i.vout}
                  </Link>
                </div>
              </li>
            ),
          )}
        </ol>
      </section>
      <span className="btc-io-arrow" aria-hidden="true">
        →
      </span>
      <section className="btc-io-side" data-testid="tx-outputs">
        <h3>{t('btc.outputs', { count: outputs.length })}</h3>
        <ol className="btc-io-list" start={0}>
          {outputs.map((o) => {
            const state = outputState(o);
            return (
              <li key={o.vout_index} className="btc-io-item" data-testid="tx-output" data-vout={o.vout_index} data-spent={state.spent}>
                <div className="btc-io-main">
                  <span className="mono btc-address" data-testid="output-address">
                    {o.address ? <AddressLink root={root} address={o.address} /> : <span className="muted">{t('btc.noAddress')}</span>}
                  </span>
                  <span className="amount nowrap" data-testid="output-value">
                    {coin(o.value_satoshi)}
                  </span>
                </div>
                <div className="btc-io-sub small">
                  <span className="tag tag-first" data-testid="output-script">
                    {o.script_type}
                  </span>
                  {state.spent ? (
                    <>
                      <StatusBadge tone="neutral">{t('btc.spent')}</StatusBadge>{' '}
                      <span className="muted">{t('btc.spentBy')}</span>{' '}
                      <Link to={`${root}/transactions/${state.txid}`} className="mono" title={state.txid} data-testid="output-spender">
                        {shortHash(state.txid, 10, 8)}
                      </Link>
                    </>
                  ) : (
                    <span data-testid="output-unspent">
                      <StatusBadge tone="success">{t('btc.unspent')}</StatusBadge>
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
