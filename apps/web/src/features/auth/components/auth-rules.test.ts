import { describe, expect, it } from 'vitest';
import { authRules, type AuthForm } from './auth-rules';

const form = (v: Partial<AuthForm>): AuthForm => ({ username: '', email: '', password: '', confirmPassword: '', ...v });

/** runs the react-hook-form validate functions of a field the way the library does: first message wins */
function check(mode: 'login' | 'register', values: AuthForm, field: keyof AuthForm): string | true {
  const rules = authRules(mode, ((name: keyof AuthForm) => values[name]) as any)[field];
  const validate = rules.validate;
  if (!validate) return true;
  const fns = typeof validate === 'function' ? [validate] : Object.values(validate);
  for (const fn of fns) {
    const r = (fn as any)(values[field], values);
    if (r !== true) return r;
  }
  return true;
}

describe('login / register validation texts (spec part 1 §5)', () => {
  it('login: username and password required', () => {
    expect(check('login', form({ username: '  ' }), 'username')).toBe('请输入用户名');
    expect(check('login', form({}), 'password')).toBe('请输入密码');
    expect(check('login', form({ password: '1' }), 'password')).toBe(true);
    expect(check('login', form({}), 'email')).toBe(true);
  });

  it('register: email required and must contain @, password ≥ 6, confirmation must match', () => {
    expect(check('register', form({}), 'email')).toBe('请输入邮箱');
    expect(check('register', form({ email: 'a.example.com' }), 'email')).toBe('请输入有效的邮箱地址');
    expect(check('register', form({ email: 'a@example.com' }), 'email')).toBe(true);
    expect(check('register', form({}), 'password')).toBe('请输入密码');
    expect(check('register', form({ password: '12345' }), 'password')).toBe('密码长度至少6位');
    expect(check('register', form({ password: '123456' }), 'password')).toBe(true);
    expect(check('register', form({ password: '123456', confirmPassword: '123457' }), 'confirmPassword')).toBe('两次输入的密码不一致');
    expect(check('register', form({ password: '123456', confirmPassword: '123456' }), 'confirmPassword')).toBe(true);
  });
});
