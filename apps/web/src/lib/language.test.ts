import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, initLanguage, LANGUAGE_STORAGE_KEY, setLanguage, t } from '../i18n';
import { chooseLanguage } from './language';
import { memoryStorage, setAppStorage } from './storage';

afterEach(async () => {
  await setLanguage('zh-CN');
});

describe('the remembered language', () => {
  it('a chosen language is remembered in the app storage and applied again at start', async () => {
    const storage = memoryStorage();
    setAppStorage(storage);
    await chooseLanguage('en-US');
    expect(t('shell.online')).toBe('Network OK');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    await setLanguage('zh-CN');
    await initLanguage(storage);
    expect(getLanguage()).toBe('en-US');
  });

  it('starts in zh-CN when nothing valid is remembered', async () => {
    const storage = memoryStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'fr-FR');
    await initLanguage(storage);
    expect(getLanguage()).toBe('zh-CN');
  });
});
