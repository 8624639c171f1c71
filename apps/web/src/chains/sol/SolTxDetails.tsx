/**
 * One Solana transaction's sections (spec part 2 §2.4), the same in a block's expanded row and on the
 * transaction page: details, account keys (pubkey, signer, writable), pre and post balances, the
 * events table and the instructions table (from the artifacts call), the raw instruction data, the
 * parsed instruction details, and the logs. The detail and the artifacts each load once per
 * transaction (chains/sol/api.ts); a failure shows 加载失败 with 重试 in place of what it concerns.
 */
import { AddressLink, AddressPageLink } from '../AddressLink';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyText } from '../../components/CopyText';
import { DataTable } from '../../components/DataTable';
import { ErrorCard } from '../../components/ErrorCard';
import { Field } from '../../components/Field';
import { LoadingState } from '../../components/LoadingState';
import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n';
import type { ApiSolArtifacts, ApiSolInstruction, ApiSolProgramEvent, ApiSolTransaction } from '../../lib/core';
import { EMPTY, formatInteger, formatTime, formatTokenAmount, shortHash } from '../../lib/format';
import { useSolArtifacts, useSolTransaction } from './api';
import { balanceRows, eventAmountText, firstSignerChange, instructionPosition, lamportsText, parsedInstructions, signerChangeText, solStatus } from './sol-tx';
import './sol.css';

export interface SolTxDetailsProps {
  /** the chain id (its API paths) */
  chain: string;
  signature: string;
  root: string;
  unit: string;
  signedIn: boolean;
}

export function SolTxDetails({ chain, signature, root, unit, signedIn }: SolTxDetailsProps) {
  const t = useT();
  const detail = useSolTransaction(chain, signature, signedIn);
  const artifacts = useSolArtifacts(chain, signature, signedIn);
  if (detail.error) return <ErrorCard error={detail.error} message={detail.error.message || t('sol.tx.loadFailed')} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <LoadingState />;
  const tx = detail.data;
  return (
    <div className="sol-tx" data-testid="sol-tx-details" data-signature={signature}>
      <SolTxSummary tx={tx} root={root} unit={unit} />
      {tx.compact && (
        <p className="sol-note" data-testid="sol-tx-compact">
          {t('sol.tx.compact')}
        </p>
      )}
      <AccountKeys tx={tx} />
      <Balances tx={tx} unit={unit} />
      {artifacts.error ? (
        <Section title={t('sol.tx.events', { count: 0 })} testId="sol-events">
          <ErrorCard message={artifacts.error.message || t('sol.tx.artifactsFailed')} onRetry={() => void artifacts.refetch()} />
        </Section>
      ) : !artifacts.data ? (
        <Section title={t('sol.tx.events', { count: '…' })} testId="sol-events">
          <LoadingState />
        </Section>
      ) : (
        <>
          <Events artifacts={artifacts.data} unit={unit} />
          <Instructions instructions={artifacts.data.instructions} />
          {artifacts.data.program_events.length > 0 && <ProgramEvents events={artifacts.data.program_events} />}
        </>
      )}
      <RawData instructions={tx.instructions} />
      <Parsed instructions={tx.instructions} />
      <Logs logs={tx.logs} />
    </div>
  );
}

function Section({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="sol-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function SolTxSummary({ tx, root, unit }: { tx: ApiSolTransaction; root: string; unit: string }) {
  const t = useT();
  const status = solStatus(tx.status);
  const change = firstSignerChange(tx.pre_balances, tx.post_balances) ?? tx.signer_change;
  return (
    <Section title={t('sol.tx.details')} testId="sol-tx-summary">
      <dl className="field-grid compact">
        <Field label={t('sol.tx.signature')} testId="sol-tx-signature" wide>
          <CopyText text={tx.tx_id} />
        </Field>
        <Field label={t('sol.tx.status')} testId="sol-tx-status">
          <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
          {tx.vote && <span className="tag">{t('sol.voteTag')}</span>}
        </Field>
        <Field label={t('sol.tx.slot')} testId="sol-tx-slot">
          <Link to={`${root}/blocks/${tx.slot}`} className="mono">
            {tx.slot}
          </Link>
        </Field>
        <Field label={t('sol.tx.time')}>{formatTime(tx.timestamp)}</Field>
        <Field label={t('sol.tx.fee')} testId="sol-tx-fee">
          {lamportsText(tx.fee, unit)}
        </Field>
        <Field label={t('sol.tx.computeUnits')} testId="sol-tx-cu">
          {formatInteger(tx.compute_units)} / {formatInteger(tx.compute_unit_limit)}
        </Field>
        <Field label={t('sol.tx.computeUnitPrice')}>{tx.compute_unit_price === null ? EMPTY : t('sol.tx.microLamports', { value: formatInteger(tx.compute_unit_price) })}</Field>
        <Field label={t('sol.tx.version')} testId="sol-tx-version">
          {tx.version}
        </Field>
        <Field label={t('sol.tx.signerCount')}>{formatInteger(tx.signer_count)}</Field>
        <Field label={t('sol.tx.instructionCount')}>{formatInteger(tx.instruction_count)}</Field>
        <Field label={t('sol.tx.signerChange')} testId="sol-tx-signer-change">
          {signerChangeText(change, unit)}
        </Field>
        <Field label={t('sol.tx.blockhash')} wide>
          <CopyText text={tx.recent_blockhash} />
        </Field>
        {tx.error !== null && (
          <Field label={t('sol.tx.error')} testId="sol-tx-error" wide>
            <code className="mono">{tx.error}</code>
          </Field>
        )}
      </dl>
    </Section>
  );
}

function yesNo(t: ReturnType<typeof useT>, v: boolean) {
  return v ? <span className="tag tag-yes">{t('sol.tx.yes')}</span> : <span className="muted">{t('sol.tx.no')}</span>;
}

function AccountKeys({ tx }: { tx: ApiSolTransaction }) {
  const t = useT();
  return (
    <Section title={t('sol.tx.accounts', { count: tx.account_keys.length })} testId="sol-accounts">
      <DataTable
        className="data-table sol-table"
        columns={[
          { key: 'i', header: '#', className: 'num', cell: (k) => k.index },
          {
            key: 'pubkey',
            header: t('sol.tx.pubkey'),
            cell: (k) => (
              <>
                <CopyText text={k.pubkey} />
                <AddressPageLink address={k.pubkey} />
                {k.source === 'lookupTable' && <span className="tag">{t('sol.tx.lookupTable')}</span>}
              </>
            ),
          },
          { key: 'signer', header: t('sol.tx.signer'), cell: (k) => yesNo(t, k.signer) },
          { key: 'writable', header: t('sol.tx.writable'), cell: (k) => yesNo(t, k.writable) },
        ]}
        rows={tx.account_keys.map((k, index) => ({ ...k, index }))}
        rowKey={(k) => k.index}
        rowProps={(k) => ({ 'data-testid': 'sol-account', 'data-pubkey': k.pubkey })}
        empty={EMPTY}
      />
    </Section>
  );
}

function Balances({ tx, unit }: { tx: ApiSolTransaction; unit: string }) {
  const t = useT();
  const rows = balanceRows(tx);
  const tokenRows = [...tx.post_token_balances];
  return (
    <Section title={t('sol.tx.balances')} testId="sol-balances">
      {rows === null ? (
        <p className="muted">{t('sol.tx.noBalances')}</p>
      ) : (
        <DataTable
          className="data-table sol-table"
          columns={[
            { key: 'i', header: '#', className: 'num', cell: (r) => r.index },
            { key: 'pubkey', header: t('sol.tx.pubkey'), className: 'mono', cellProps: (r) => ({ title: r.pubkey ?? undefined }), cell: (r) => <AddressLink address={r.pubkey} short={[8, 8]} /> },
            { key: 'pre', header: t('sol.tx.preBalance'), className: 'num nowrap', cell: (r) => lamportsText(r.pre, unit) },
            { key: 'post', header: t('sol.tx.postBalance'), className: 'num nowrap', cell: (r) => lamportsText(r.post, unit) },
            {
              key: 'change',
              header: t('sol.tx.change'),
              className: 'num nowrap',
              cell: (r) => <span className={r.change.startsWith('-') ? 'sol-minus' : r.change === '0' ? 'muted' : 'sol-plus'}>{lamportsText(r.change, unit, true)}</span>,
            },
          ]}
          rows={rows}
          rowKey={(r) => r.index}
          rowProps={(r) => ({ 'data-testid': 'sol-balance', 'data-pre': r.pre, 'data-post': r.post })}
          empty={EMPTY}
        />
      )}
      {tokenRows.length > 0 && (
        <>
          <h4 className="sol-subhead">{t('sol.tx.tokenBalances')}</h4>
          <DataTable
            className="data-table sol-table"
            columns={[
              { key: 'account', header: t('sol.tx.pubkey'), className: 'mono', cellProps: (b) => ({ title: b.account }), cell: (b) => <AddressLink address={b.account} short={[8, 8]} /> },
              { key: 'mint', header: t('sol.tx.mint'), className: 'mono', cellProps: (b) => ({ title: b.mint }), cell: (b) => shortHash(b.mint, 8, 8) },
              { key: 'owner', header: t('sol.tx.owner'), className: 'mono', cellProps: (b) => ({ title: b.owner ?? undefined }), cell: (b) => <AddressLink address={b.owner} short={[8, 8]} /> },
              {
                key: 'pre',
                header: t('sol.tx.preBalance'),
                className: 'num nowrap',
                cell: (b) => {
                  const pre = tx.pre_token_balances.find((p) => p.account_index === b.account_index);
                  return pre ? formatTokenAmount(pre.amount, pre.decimals) : EMPTY;
                },
              },
              { key: 'post', header: t('sol.tx.postBalance'), className: 'num nowrap', cell: (b) => formatTokenAmount(b.amount, b.decimals) },
            ]}
            rows={tokenRows}
            rowKey={(b) => b.account_index}
            rowProps={() => ({ 'data-testid': 'sol-token-balance' })}
            empty={EMPTY}
          />
        </>
      )}
    </Section>
  );
}

function Events({ artifacts, unit }: { artifacts: ApiSolArtifacts; unit: string }) {
  const t = useT();
  return (
    <Section title={t('sol.tx.events', { count: artifacts.events.length })} testId="sol-events">
      <DataTable
        className="data-table sol-table"
        columns={[
          { key: 'index', header: t('sol.tx.eventIndex'), className: 'num', cell: (e) => e.event_index },
          { key: 'type', header: t('sol.tx.eventType'), className: 'nowrap', cell: (e) => <span className="tag tag-first">{e.event_type}</span> },
          { key: 'program', header: t('sol.tx.program'), className: 'mono', cellProps: (e) => ({ title: e.program_id }), cell: (e) => shortHash(e.program_id, 8, 6) },
          { key: 'from', header: t('sol.tx.from'), className: 'mono', cellProps: (e) => ({ title: e.from_address, 'data-testid': 'sol-event-from' }), cell: (e) => <AddressLink address={e.from_address} short={[8, 6]} /> },
          { key: 'to', header: t('sol.tx.to'), className: 'mono', cellProps: (e) => ({ title: e.to_address, 'data-testid': 'sol-event-to' }), cell: (e) => <AddressLink address={e.to_address} short={[8, 6]} /> },
          {
            key: 'amount',
            header: t('sol.tx.amount'),
            className: 'num nowrap',
            cell: (e) => (
              <span data-testid="sol-event-amount" title={e.mint ?? undefined}>
                {eventAmountText(e, unit)}
                {e.mint && <span className="tag">{shortHash(e.mint, 4, 4)}</span>}
              </span>
            ),
          },
        ]}
        rows={artifacts.events}
        rowKey={(e) => e.event_index}
        rowProps={(e) => ({ 'data-testid': 'sol-event', 'data-type': e.event_type, 'data-index': e.event_index })}
        empty={t('sol.tx.noEvents')}
      />
    </Section>
  );
}

function Instructions({ instructions }: { instructions: ApiSolInstruction[] }) {
  const t = useT();
  return (
    <Section title={t('sol.tx.instructions', { count: instructions.length })} testId="sol-instructions">
      <DataTable
        className="data-table sol-table"
        columns={[
          { key: 'index', header: t('sol.tx.instructionIndex'), className: 'num nowrap', cell: (i) => (i.is_inner ? <span title={t('sol.tx.inner')}>↳ {instructionPosition(i)}</span> : instructionPosition(i)) },
          {
            key: 'program',
            header: t('sol.tx.program'),
            cellProps: (i) => ({ title: i.program_id }),
            cell: (i) => (
              <>
                <span className="mono">{shortHash(i.program_id, 8, 6)}</span>
                <span className="tag">{i.program_name}</span>
              </>
            ),
          },
          { key: 'type', header: t('sol.tx.instructionType'), className: 'nowrap', cell: (i) => <span data-testid="sol-instruction-type">{i.instruction_type}</span> },
          { key: 'data', header: t('sol.tx.data'), className: 'mono', cellProps: (i) => ({ title: i.data }), cell: (i) => (i.data ? shortHash(i.data, 10, 6) : t('sol.tx.emptyData')) },
          {
            key: 'accounts',
            header: t('sol.tx.accountsCol'),
            className: 'mono small',
            cell: (i) => (
              <span title={i.accounts.join('\n')}>
                {i.accounts.slice(0, 3).map((a) => shortHash(a, 4, 4)).join(', ')}
                {i.accounts.length > 3 && ` +${i.accounts.length - 3}`}
              </span>
            ),
          },
        ]}
        rows={instructions}
        rowKey={(i) => instructionPosition(i)}
        rowProps={(i) => ({ 'data-testid': 'sol-instruction', 'data-program': i.program_id, 'data-type': i.instruction_type })}
        empty={t('sol.tx.noInstructions')}
      />
    </Section>
  );
}

/** Anchor events the programs' rules decoded (an IDL import): from `Program data:` logs and emit_cpi calls */
function ProgramEvents({ events }: { events: ApiSolProgramEvent[] }) {
  const t = useT();
  return (
    <Section title={t('sol.tx.programEvents', { count: events.length })} testId="sol-program-events">
      <ol className="sol-list">
        {events.map((e, n) => (
          <li key={n} data-testid="sol-program-event" data-name={e.name}>
            <span className="tag tag-first">#{e.inner_index === null ? e.instruction_index : `${e.instruction_index}.${e.inner_index}`}</span>
            <span className="small">
              <span className="mono" title={e.program_id}>{shortHash(e.program_id, 8, 6)}</span> · <strong>{e.name}</strong> <span className="muted">({t(e.source === 'log' ? 'sol.tx.programEventLog' : 'sol.tx.programEventCpi')})</span>
            </span>
            <pre className="sol-pre" data-chain-text="">{JSON.stringify(e.fields, null, 2)}</pre>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function RawData({ instructions }: { instructions: ApiSolInstruction[] }) {
  const t = useT();
  return (
    <Section title={t('sol.tx.rawData')} testId="sol-raw-data">
      {instructions.length === 0 ? (
        <p className="muted">{t('sol.tx.noInstructions')}</p>
      ) : (
        <ol className="sol-list">
          {instructions.map((i) => (
            <li key={instructionPosition(i)}>
              <span className="tag tag-first">#{instructionPosition(i)}</span>
              <span className="muted small">
                {i.program_name} · {i.instruction_type}
              </span>
              {i.data ? (
                <pre className="sol-pre" data-chain-text="">
                  {i.data}
                </pre>
              ) : (
                <pre className="sol-pre">{t('sol.tx.emptyData')}</pre>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Parsed({ instructions }: { instructions: ApiSolInstruction[] }) {
  const t = useT();
  const parsed = parsedInstructions(instructions);
  return (
    <Section title={t('sol.tx.parsed')} testId="sol-parsed">
      {parsed.length === 0 ? (
        <p className="muted">{t('sol.tx.noParsed')}</p>
      ) : (
        <ol className="sol-list">
          {parsed.map((i) => (
            <li key={instructionPosition(i)} data-testid="sol-parsed-instruction">
              <span className="tag tag-first">#{instructionPosition(i)}</span>
              <span className="small">
                {i.program_name} · <strong>{i.instruction_type}</strong>
              </span>
              <pre className="sol-pre" data-chain-text="">{JSON.stringify(i.parsed, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Logs({ logs }: { logs: string[] | null }) {
  const t = useT();
  const lines = logs ?? [];
  return (
    <Section title={t('sol.tx.logs', { count: lines.length })} testId="sol-logs">
      {lines.length === 0 ? <p className="muted">{t('sol.tx.noLogs')}</p> : <pre className="sol-pre sol-logs" data-chain-text="">{lines.join('\n')}</pre>}
    </Section>
  );
}
