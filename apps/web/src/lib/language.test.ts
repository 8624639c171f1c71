import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage, t } from '../i18n';
import { chooseLanguage, initLanguage, LANGUAGE_STORAGE_KEY } from './language';
import { memoryStorage, setAppStorage } from './storage';

afterEach(async () => {
  await setLanguage('zh-CN');
});

describe('the remembered language', () => {
  it('a chosen language is remembered and applied again at start', async () => {
    const storage = memoryStorage();
    setAppStorage(storage);
    await chooseLanguage('en-US');
    expect(t('shell.online')).toBe('Network OK');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    await setLanguage('zh-CN');
    await initLanguage();
    expect(getLanguage()).toBe('en-US');
  });

  it('starts in zh-CN when nothing valid is remembered', async () => {
    const storage = memoryStorage();
    setAppStorage(storage);
    storage.setItem(LANGUAGE_STORAGE_KEY, 'fr-FR');
    await initLanguage();
    expect(getLanguage()).toBe('zh-CN');
  });
});
