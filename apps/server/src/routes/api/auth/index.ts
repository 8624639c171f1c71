/** /api/auth: register, login (a JWT), change password (signed in). Bodies and answers: @explorer/core wire/auth.ts. */
import {
  ChangePasswordBodySchema as ChangePasswordBody,
  FreshTokenSchema as FreshToken,
  LoginBodySchema as LoginBody,
  LoginDataSchema as LoginData,
  PublicUserSchema as PublicUser,
  RegisterBodySchema as RegisterBody,
} from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest, conflict, unauthorized } from '../../../http/errors';
import { hashPassword, verifyPassword } from '../../../plugins/app/passwords';
import { DuplicateUsernameError } from '../../../plugins/app/users-repository';

const tags = ['auth'];
export const LOGIN_FAILED = '用户名或密码错误';

const auth: FastifyPluginAsyncZod = async (app) => {
  // compared against when the username is unknown, so both failures take the same time
  const decoyHash = hashPassword('decoy-password-for-unknown-users');

  app.post(
    '/register',
    { schema: { tags, operationId: 'register', description: 'Create an account', body: RegisterBody, response: responses(PublicUser, [400, 409, 429, 500]) } },
    async (req, reply) => {
      await app.authLimits.register(req, reply);
      try {
        const user = await app.repos.users.create(req.body);
        return ok({ id: user.id, username: user.username, email: user.email, role: user.role }, '注册成功');
      } catch (e) {
        if (e instanceof DuplicateUsernameError) throw conflict('用户名已存在');
        throw e;
      }
    },
  );

  app.post(
    '/login',
    { schema: { tags, operationId: 'login', description: 'Sign in; returns a bearer token', body: LoginBody, response: responses(LoginData, [400, 401, 429, 500]) } },
    async (req, reply) => {
      await app.authLimits.login(req, reply, req.body.username);
      const found = await app.repos.users.findWithHash(req.body.username);
      const valid = await verifyPassword(found?.password_hash ?? (await decoyHash), req.body.password);
      if (!found || !valid || !found.is_active) throw unauthorized(LOGIN_FAILED);
      const token = await app.auth.tokens.sign(found);
      const user = { id: found.id, username: found.username, email: found.email, role: found.role };
      return ok(
        { user, user_id: user.id, username: user.username, email: user.email, role: user.role, access_token: token, token, token_type: 'Bearer' as const, expires_in: app.auth.tokens.ttlSeconds },
        '登录成功',
      );
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: async (req) => app.auth.requireUser(req),
      schema: {
        tags,
        operationId: 'changePassword',
        description: 'Change the signed-in user’s password; every older token is revoked and a fresh one returned',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordBody,
        response: responses(FreshToken, [400, 401, 429, 500]),
      },
    },
    async (req, reply) => {
      const { current_password, new_password, confirm_password } = req.body;
      if (confirm_password !== undefined && confirm_password !== new_password) throw badRequest('新密码与确认密码不匹配');
      const user = req.user!;
      await app.authLimits.changePassword(req, reply, user.id);
      const stored = await app.repos.users.passwordHash(user.id);
      if (!stored || !(await verifyPassword(stored, current_password))) throw badRequest('当前密码错误');
      const updated = await app.repos.users.setPassword(user.id, new_password);
      if (!updated) throw unauthorized();
      req.log.info({ userId: user.id }, 'password changed; older tokens revoked');
      const token = await app.auth.tokens.sign(updated);
      return ok({ access_token: token, token, token_type: 'Bearer' as const, expires_in: app.auth.tokens.ttlSeconds }, '密码修改成功');
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: async (req) => app.auth.requireUser(req),
      schema: { tags, operationId: 'logoutAll', description: 'Sign out everywhere: every token issued so far stops working', security: [{ bearerAuth: [] }], response: responses(z.null(), [401, 500]) },
    },
    async (req) => {
      await app.repos.users.revokeTokens(req.user!.id);
      req.log.info({ userId: req.user!.id }, 'signed out everywhere');
      return ok(null, '已在所有设备退出登录');
    },
  );
};

export default auth;
