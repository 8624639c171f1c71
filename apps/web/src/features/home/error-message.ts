/**
 * The home banner text (spec part 1 §8): a network failure says 网络错误，请稍后重试; a failed
 * response shows the server's message, or 获取数据失败 when it has none.
 */
import type { MessageKey } from '../../i18n';
import { ApiError } from '../../lib/http';

export function homeErrorText(error: unknown, t: (key: MessageKey) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('home.networkError');
    return error.message || t('home.fetchFailed');
  }
  return t('home.fetchFailed');
}
