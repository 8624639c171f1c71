/**
 * Webhook (issue 27 part 3), under the notifications tab of the settings page for a signed-in user:
 * the endpoints (URL, events, addresses covered, enabled), the add form (URL; all saved addresses or
 * chosen ones; incoming, outgoing, token transfers, new blocks of chosen chains), the signing secret
 * shown once after creating with a copy button, enable / disable, delete behind a confirmation, and
 * each endpoint's delivery log (status, attempts, last response code). Its own card outside the
 * settings form: its buttons never submit the settings.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { COPY_TOAST_MS, writeClipboard } from '../../../components/CopyButton';
import { FormField } from '../../../components/FormField';
import { toast } from '../../../components/toast';
import { useT, type MessageKey } from '../../../i18n';
import { useAuth } from '../../../lib/auth/auth-context';
import { CHAIN_IDS, CHAINS, type ChainId } from '../../../lib/core';
import { apiErrorMessage } from '../../../lib/http';
import { createWebhook, deleteWebhook, fetchDeliveries, updateWebhook, useSavedAddresses, useWebhooks, webhooksKey, DELIVERIES_PAGE, type CreatedWebhook, type Webhook, type WebhookDelivery } from './api';
import './webhooks.css';

const EVENTS = ['incoming', 'outgoing', 'token', 'block'] as const;
type EventKind = (typeof EVENTS)[number];
const INDEXED = CHAIN_IDS.filter((c) => CHAINS[c].indexed);

interface AddForm {
  url: string;
  scope: 'all' | 'chosen';
  addressIds: string[];
  events: EventKind[];
  blockChains: ChainId[];
}

/** http(s) with a host and no credentials, as the server checks it */
function isWebhookUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}

function SecretPanel({ created, onDone }: { created: CreatedWebhook; onDone(): void }) {
  const t = useT();
  const copy = async () => {
    try {
      await writeClipboard(created.secret);
      toast.success(t('common.copied'), COPY_TOAST_MS);
    } catch {
      toast.error(t('common.copyFailed'));
    }
  };
  return (
    <section className="webhook-secret" data-testid="webhook-secret" aria-labelledby="webhook-secret-title">
      <h4 id="webhook-secret-title">{t('webhooks.secretTitle')}</h4>
      <p className="webhook-secret-warning" role="alert">
        {t('webhooks.secretWarning')}
      </p>
      <div className="webhook-secret-value">
        <code data-testid="webhook-secret-value">{created.secret}</code>
        <button type="button" className="btn btn-small" data-testid="webhook-secret-copy" onClick={() => void copy()}>
          {t('webhooks.copySecret')}
        </button>
      </div>
      <button type="button" className="btn btn-primary" data-testid="webhook-secret-done" onClick={onDone}>
        {t('webhooks.secretDone')}
      </button>
    </section>
  );
}

function AddWebhookForm({ onCreated, onCancel }: { onCreated(created: CreatedWebhook): void; onCancel(): void }) {
  const t = useT();
  const { token } = useAuth();
  const addresses = useSavedAddresses(token);
  const { register, handleSubmit, watch, formState } = useForm<AddForm>({
    defaultValues: { url: '', scope: 'all', addressIds: [], events: ['incoming', 'outgoing'], blockChains: [] },
    mode: 'onSubmit',
  });
  const e = formState.errors;
  const scope = watch('scope');
  const events = watch('events');
  const create = useMutation({
    mutationFn: (v: AddForm) =>
      createWebhook({
        url: v.url.trim(),
        address_ids: v.scope === 'all' ? null : v.addressIds.map(Number),
        events: v.events,
        block_chains: v.events.includes('block') ? v.blockChains : [],
      }),
    onSuccess: (created) => {
      toast.success(t('webhooks.created'));
      onCreated(created);
    },
    onError: (err) => toast.error(t('webhooks.createFailed', { message: apiErrorMessage(err) || t('common.unknownError') })),
  });

  return (
    <form className="webhook-form" data-testid="webhook-form" noValidate onSubmit={(ev) => void handleSubmit((v) => create.mutate(v))(ev)}>
      <FormField label={t('webhooks.url')} error={e.url?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="url"
            data-testid="webhook-url"
            maxLength={2000}
            placeholder={t('webhooks.urlPlaceholder')}
            {...register('url', { validate: (v) => isWebhookUrl(v) || t('webhooks.urlInvalid') })}
          />
        )}
      </FormField>
      <fieldset className="webhook-fieldset">
        <legend>{t('webhooks.addresses')}</legend>
        <label className="webhook-check">
          <input type="radio" value="all" data-testid="webhook-scope-all" {...register('scope')} /> {t('webhooks.allAddresses')}
        </label>
        <label className="webhook-check">
          <input type="radio" value="chosen" data-testid="webhook-scope-chosen" {...register('scope')} /> {t('webhooks.chosenAddresses')}
        </label>
        {scope === 'chosen' && (
          <div className="webhook-address-list">
            {addresses.data?.length === 0 && <p className="setting-hint">{t('webhooks.noSavedAddresses')}</p>}
            {addresses.data?.map((a) => (
              <label key={a.id} className="webhook-check">
                <input
                  type="checkbox"
                  value={String(a.id)}
                  data-testid={`webhook-address-${a.id}`}
                  {...register('addressIds', { validate: (v) => watch('scope') === 'all' || v.length > 0 || t('webhooks.chooseAddress') })}
                />{' '}
                {a.label} <span className="webhook-muted">{CHAINS[a.chain as ChainId]?.name ?? a.chain} · {a.address}</span>
              </label>
            ))}
            {e.addressIds?.message && (
              <span className="field-error" role="alert">
                {e.addressIds.message}
              </span>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className="webhook-fieldset">
        <legend>{t('webhooks.events')}</legend>
        {EVENTS.map((ev) => (
          <label key={ev} className="webhook-check">
            <input type="checkbox" value={ev} data-testid={`webhook-event-${ev}`} {...register('events', { validate: (v) => v.length > 0 || t('webhooks.chooseEvent') })} />{' '}
            {t(`webhooks.event.${ev}` as MessageKey)}
          </label>
        ))}
        {e.events?.message && (
          <span className="field-error" role="alert">
            {e.events.message}
          </span>
        )}
      </fieldset>
      {events.includes('block') && (
        <fieldset className="webhook-fieldset">
          <legend>{t('webhooks.blockChains')}</legend>
          {INDEXED.map((c) => (
            <label key={c} className="webhook-check">
              <input
                type="checkbox"
                value={c}
                data-testid={`webhook-chain-${c}`}
                {...register('blockChains', { validate: (v) => !watch('events').includes('block') || v.length > 0 || t('webhooks.chooseChain') })}
              />{' '}
              {CHAINS[c].name}
            </label>
          ))}
          {e.blockChains?.message && (
            <span className="field-error" role="alert">
              {e.blockChains.message}
            </span>
          )}
        </fieldset>
      )}
      <div className="webhook-form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" data-testid="webhook-create" disabled={create.isPending}>
          {create.isPending ? t('webhooks.creating') : t('webhooks.create')}
        </button>
      </div>
    </form>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');
  const load = async (before?: number) => {
    try {
      const page = await fetchDeliveries(webhook.id, before);
      setRows((old) => (before === undefined ? page : [...(old ?? []), ...page]));
      setMore(page.length === DELIVERIES_PAGE);
      setError('');
    } catch (err) {
      setError(apiErrorMessage(err) || t('common.unknownError'));
    }
  };
  useEffect(() => {
    void load();
  }, [webhook.id]);
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
  return (
    <div className="webhook-log" data-testid={`webhook-log-${webhook.id}`}>
      <div className="webhook-log-head">
        <button type="button" className="btn btn-small" data-testid="webhook-log-refresh" onClick={() => void load()}>
          {t('webhooks.log.refresh')}
        </button>
      </div>
      {error && <p className="field-error">{error}</p>}
      {rows?.length === 0 && <p className="setting-hint">{t('webhooks.log.empty')}</p>}
      {rows && rows.length > 0 && (
        <table className="webhook-log-table">
          <thead>
            <tr>
              <th>{t('webhooks.log.time')}</th>
              <th>{t('webhooks.log.event')}</th>
              <th>{t('webhooks.log.status')}</th>
              <th>{t('webhooks.log.attempts')}</th>
              <th>{t('webhooks.log.code')}</th>
              <th>{t('webhooks.log.error')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} data-testid="webhook-delivery" data-status={d.status}>
                <td>{time(d.created_at)}</td>
                <td>
                  <code>{d.event}</code>
                </td>
                <td className={`webhook-status-${d.status}`}>{t(`webhooks.status.${d.status}` as MessageKey)}</td>
                <td>{d.attempts}</td>
                <td>{d.last_status ?? '—'}</td>
                <td className="webhook-muted">{d.last_error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && rows && (
        <button type="button" className="btn btn-small" onClick={() => void load(rows[rows.length - 1]!.id)}>
          {t('webhooks.log.more')}
        </button>
      )}
    </div>
  );
}

export function WebhooksSection() {
  const t = useT();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const list = useWebhooks(token);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(token) });
  const failed = (err: unknown) => toast.error(t('webhooks.actionFailed', { message: apiErrorMessage(err) || t('common.unknownError') }));

  const toggle = useMutation({ mutationFn: (w: Webhook) => updateWebhook(w.id, { enabled: !w.enabled }), onError: failed, onSettled: refresh });
  const remove = useMutation({
    mutationFn: (w: Webhook) => deleteWebhook(w.id),
    onSuccess: () => {
      toast.success(t('webhooks.deleted'));
      setDeleting(null);
    },
    onError: failed,
    onSettled: refresh,
  });

  const eventsText = (w: Webhook) =>
    w.events.map((ev) => (ev === 'block' ? `${t('webhooks.event.block')} (${w.block_chains.join(', ')})` : t(`webhooks.event.${ev}` as MessageKey))).join(' · ');

  return (
    <section className="card webhooks-card" data-testid="webhooks-section" aria-labelledby="webhooks-title">
      <div className="webhooks-head">
        <h2 id="webhooks-title">{t('webhooks.title')}</h2>
        {!adding && (
          <button type="button" className="btn btn-primary" data-testid="webhook-add" onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </button>
        )}
      </div>
      <p className="setting-hint">{t('webhooks.hint')}</p>
      {created && <SecretPanel created={created} onDone={() => setCreated(null)} />}
      {adding && (
        <AddWebhookForm
          onCancel={() => setAdding(false)}
          onCreated={(c) => {
            setAdding(false);
            setCreated(c);
            void refresh();
          }}
        />
      )}
      {list.isError && <p className="field-error">{t('webhooks.loadFailed', { message: apiErrorMessage(list.error) || t('common.unknownError') })}</p>}
      {list.data?.length === 0 && !adding && <p className="setting-hint">{t('webhooks.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="webhook-list">
          {list.data.map((w) => (
            <li key={w.id} className="webhook-item" data-testid="webhook-item" data-enabled={w.enabled}>
              <div className="webhook-item-main">
                <code className="webhook-url">{w.url}</code>
                <span className="webhook-muted">
                  {eventsText(w)}
                  {/* the addresses matter only to the address events */}
                  {w.events.some((ev) => ev !== 'block') && ` · ${w.address_ids === null ? t('webhooks.allAddresses') : t('webhooks.addressCount', { count: w.address_ids.length })}`}
                </span>
                <span className={w.enabled ? 'webhook-on' : 'webhook-off'}>{t(w.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}</span>
              </div>
              <div className="webhook-item-actions">
                <button type="button" className="btn btn-small" data-testid="webhook-toggle" disabled={toggle.isPending} onClick={() => toggle.mutate(w)}>
                  {t(w.enabled ? 'webhooks.disable' : 'webhooks.enable')}
                </button>
                <button type="button" className="btn btn-small" data-testid="webhook-log-toggle" aria-expanded={open === w.id} onClick={() => setOpen(open === w.id ? null : w.id)}>
                  {t(open === w.id ? 'webhooks.hideLog' : 'webhooks.showLog')}
                </button>
                <button type="button" className="btn btn-small webhook-delete" data-testid="webhook-delete" onClick={() => setDeleting(w)}>
                  {t('webhooks.delete')}
                </button>
              </div>
              {open === w.id && <DeliveryLog webhook={w} />}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('webhooks.deleteTitle')}
          message={t('webhooks.deleteConfirm', { url: deleting.url })}
          confirmLabel={t('webhooks.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
