/**
 * GET /api/user/settings: the signed-in user's settings page (spec part 2 §2.11) merged over the
 * defaults. PUT takes any of the settings' keys (no other), merges them over the stored settings and
 * saves the whole when it passes the form's rules; else 400 naming the field.
 */
import { settingsPatchSchema, settingsProblemMessage, settingsProblems, userSettingsSchema, type UserSettings } from '@explorer/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';

const settings: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { tags: ['user'], operationId: 'getSettings', description: 'My settings', response: responses(userSettingsSchema, [401, 500]) } }, async (req) =>
    ok(await app.repos.userSettings.get(req.user!.id)),
  );

  app.put(
    '/settings',
    { schema: { tags: ['user'], operationId: 'saveSettings', description: 'Save my settings (any of the keys)', body: settingsPatchSchema, response: responses(userSettingsSchema, [400, 401, 500]) } },
    async (req) => {
      const current = await app.repos.userSettings.get(req.user!.id);
      const next = { ...current, ...req.body } as UserSettings;
      const problem = settingsProblems(next)[0];
      if (problem) throw badRequest(`参数“${problem.field}”${settingsProblemMessage(problem.code)}`);
      await app.repos.userSettings.put(req.user!.id, next);
      return ok(next, '保存成功');
    },
  );
};

export default settings;
