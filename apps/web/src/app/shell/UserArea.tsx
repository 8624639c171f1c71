/**
 * Guest: 游客模式 and a login button. Signed in: avatar initial, username, e-mail and a menu with
 * 个人中心, 地址管理, API密钥管理 (each opens its dialog, loaded on demand) and 退出登录.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useChain } from '../../chains/use-chain';
import { useT, type MessageKey } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';

type Dialog = ComponentType<{ onClose(): void }>;

/** The account dialogs of the user menu, in menu order; each module loads when first opened. */
const DIALOGS: readonly { label: MessageKey; Dialog: Dialog }[] = [
  { label: 'shell.profile', Dialog: lazy(() => import('../../features/profile/ProfileModal').then((m) => ({ default: m.ProfileModal }))) },
  { label: 'shell.addressManage', Dialog: lazy(() => import('../../features/personal/AddressesModal').then((m) => ({ default: m.AddressesModal }))) },
  { label: 'shell.apiKeys', Dialog: lazy(() => import('../../features/api-keys/ApiKeysModal').then((m) => ({ default: m.ApiKeysModal }))) },
];

export function UserArea() {
  const t = useT();
  const { user, isAdmin, openLogin, logout } = useAuth();
  const chain = useChain();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const OpenDialog = dialog;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <div className="user-area">
        <span className="guest-label">{t('shell.guest')}</span>
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          {t('shell.login')}
        </button>
      </div>
    );
  }

  return (
    <div className="user-area" ref={box} data-testid="user-area" data-role={isAdmin ? 'administrator' : 'user'}>
      <button type="button" className="user-button" aria-haspopup="menu" aria-expanded={open} aria-label={t('shell.userMenu')} onClick={() => setOpen((v) => !v)}>
        <span className="avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="user-text">
          <span className="user-name">{user.username}</span>
          <span className="user-email">{user.email}</span>
        </span>
      </button>
      {open && (
        <div className="menu" role="menu">
          {DIALOGS.map((d) => (
            <button
              key={d.label}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setDialog(() => d.Dialog);
              }}
            >
              {t(d.label)}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="danger"
            onClick={() => {
              setOpen(false);
              logout();
              // a signed-in page would ask for the login again right away: go to the chain home
              if (pathname.startsWith(`${chain.root}/personal`)) navigate(chain.root);
            }}
          >
            {t('shell.logout')}
          </button>
        </div>
      )}
      {OpenDialog && (
        <Suspense fallback={null}>
          <OpenDialog onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
