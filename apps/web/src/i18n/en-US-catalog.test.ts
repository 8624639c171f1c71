/**
 * The en-US catalog is complete (also enforced by its type), holds no Chinese, and keeps the
 * placeholders of each zh-CN text, so interpolation fills the same values in both languages.
 */
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('en-US catalog', () => {
  const zh = zhCN as Record<string, string>;
  const en = enUS as Record<string, string>;

  it('has every zh-CN key and no other', () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });

  it('has no Chinese text', () => {
    expect(Object.entries(en).filter(([, v]) => CHINESE.test(v))).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    const differing = Object.keys(zh).filter(
      (k) => k in en && placeholders(zh[k]!).join() !== placeholders(en[k]!).join(),
    );
    expect(differing.map((k) => `${k}: ${zh[k]} | ${en[k]}`)).toEqual([]);
  });
});
