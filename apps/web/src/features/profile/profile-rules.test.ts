import { describe, expect, it } from 'vitest';
import { emailError, passwordErrors, profileChanges, profileErrors, type ProfileForm } from './profile-rules';

const form = (v: Partial<ProfileForm>): ProfileForm => ({
  email: 'a@example.com',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  ...v,
});

describe('profile rules (spec part 1 §5)', () => {
  it('e-mail: required after trimming and must hold an @', () => {
    expect(emailError('   ')).toBe('请输入邮箱');
    expect(emailError('a.example.com')).toBe('请输入有效的邮箱地址');
    expect(emailError(' b@example.com ')).toBeUndefined();
  });

  it('an untouched password section has no errors', () => {
    expect(passwordErrors(form({}))).toEqual({});
  });

  it('new or confirm entered ⇒ the current password is required', () => {
    expect(passwordErrors(form({ newPassword: 'secret99', confirmPassword: 'secret99' }))).toEqual({
      currentPassword: '请输入当前密码',
    });
    expect(passwordErrors(form({ confirmPassword: 'secret99' })).currentPassword).toBe('请输入当前密码');
  });

  it('new must equal confirm and have at least 6 characters', () => {
    expect(
      passwordErrors(
        form({ currentPassword: 'old123', newPassword: 'secret99', confirmPassword: 'secret98' }),
      ),
    ).toEqual({ confirmPassword: '新密码与确认密码不匹配' });
    expect(
      passwordErrors(form({ currentPassword: 'old123', newPassword: '12345', confirmPassword: '12345' })),
    ).toEqual({ newPassword: '新密码长度不能少于6位' });
    expect(
      passwordErrors(form({ currentPassword: 'old123', newPassword: '123456', confirmPassword: '123456' })),
    ).toEqual({});
    // only the current password typed: the new one is still missing
    expect(passwordErrors(form({ currentPassword: 'old123' }))).toEqual({
      newPassword: '新密码长度不能少于6位',
    });
  });

  it('collects the e-mail and password messages together', () => {
    expect(profileErrors(form({ email: '', newPassword: '1' }))).toEqual({
      email: '请输入邮箱',
      currentPassword: '请输入当前密码',
      newPassword: '新密码长度不能少于6位',
      confirmPassword: '新密码与确认密码不匹配',
    });
  });

  it('sends only what changed', () => {
    expect(profileChanges(form({}), 'a@example.com')).toEqual({});
    expect(profileChanges(form({ email: ' c@example.com ' }), 'a@example.com')).toEqual({
      email: 'c@example.com',
    });
    expect(
      profileChanges(
        form({ currentPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' }),
        'a@example.com',
      ),
    ).toEqual({
      password: { current_password: 'old123', new_password: 'new123' },
    });
  });
});

describe('catalog texts', () => {
  it('an English text for every profile key', async () => {
    const { zhCN } = await import('../../i18n/zh-CN');
    const { enUS } = await import('../../i18n/en-US');
    const keys = Object.keys(zhCN).filter((k) => k.startsWith('profile.')) as (keyof typeof zhCN)[];
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => !enUS[k])).toEqual([]);
    expect(zhCN['profile.saved']).toBe('保存成功！');
    expect(zhCN['profile.passwordFailed']).toBe('密码修改失败');
  });
});
