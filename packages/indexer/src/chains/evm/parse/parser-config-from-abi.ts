/**
 * A parser config from a pasted ABI fragment: the JSON of one function or event item (or a list of
 * exactly one), or a human signature such as `function transfer(address to, uint256 amount)` /
 * `event Transfer(address indexed from, address indexed to, uint256 value)` (without a keyword it is
 * read as a function). Parameters:
 * - a function's are read from the ABI head: the i-th at the sum of the head sizes before it (32·i
 *   when all are one word); address, uintN and bool (as uint256), bytesN (bytes, N bytes), string.
 *   intN is kept as its raw word (bytes). Dynamic bytes, arrays and tuples are left out (their head
 *   still counts).
 * - an event's indexed params take topics 1–3 in order (a dynamic indexed value is only its hash:
 *   bytes); the others data word indexes, typed as above.
 * Rule guesses: a from/sender/owner/src-named address → from (an event's owner → owner), a
 * to/recipient/dst-named address → to (a spender → to, an event's spender → spender), else the first
 * of two addresses from and the second to, a lone address to; an amount/value/wad-named uint, else
 * the first uint → amount. The result passes ParserConfigSchema; check before saving all the same.
 */
import {
  ParserConfigSchema,
  type LogParamConfig,
  type ParamConfig,
  type ParamType,
  type ParserConfig,
  type ParserConfigInput,
} from '@explorer/core';
import {
  parseAbiItem,
  toEventSelector,
  toFunctionSelector,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
} from 'viem';

export class AbiFragmentError extends Error {
  override name = 'AbiFragmentError';
}

/** The fragment as a function or event item; throws AbiFragmentError with the reason. */
export function readAbiFragment(fragment: string | object): AbiFunction | AbiEvent {
  let item: unknown = fragment;
  if (typeof fragment === 'string') {
    const s = fragment.trim();
    if (s === '') throw new AbiFragmentError('ABI 片段为空 (empty fragment)');
    if (s.startsWith('{') || s.startsWith('[')) {
      try {
        item = JSON.parse(s);
      } catch {
        throw new AbiFragmentError('ABI 片段不是有效的 JSON (not valid JSON)');
      }
    } else {
      try {
        item = parseAbiItem(/^(function|event)\s/.test(s) ? s : `function ${s}`);
      } catch (e) {
        throw new AbiFragmentError(
          `无法解析签名 (cannot read the signature): ${(e as Error).message.split('\n')[0]}`,
        );
      }
    }
  }
  if (Array.isArray(item)) {
    if (item.length !== 1)
      throw new AbiFragmentError('ABI 列表应只含一项 (a list must hold exactly one item)');
    item = item[0];
  }
  if (typeof item !== 'object' || item === null)
    throw new AbiFragmentError('ABI 片段应为一个对象 (an ABI item object)');
  const it = item as Record<string, unknown>;
  if (it.type !== 'function' && it.type !== 'event')
    throw new AbiFragmentError('只支持 function 或 event (only a function or an event)');
  if (typeof it.name !== 'string' || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(it.name))
    throw new AbiFragmentError('缺少有效的名称 (a valid name is required)');
  if (!Array.isArray(it.inputs)) throw new AbiFragmentError('缺少 inputs 列表 (inputs is required)');
  it.inputs.forEach((p, i) => checkParameter(p, `inputs[${i}]`));
  if (it.type === 'event' && it.anonymous === true)
    throw new AbiFragmentError('匿名事件没有 topic0，无法匹配 (an anonymous event has no topic0)');
  return it as unknown as AbiFunction | AbiEvent;
}

const ELEMENTARY =
  /^(address|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple)(\[\d*\])*$/;

function checkParameter(p: unknown, where: string): void {
  if (typeof p !== 'object' || p === null) throw new AbiFragmentError(`${where} 不是对象 (not an object)`);
  const { type, name, components } = p as Record<string, unknown>;
  if (typeof type !== 'string' || !ELEMENTARY.test(type))
    throw new AbiFragmentError(`${where}.type 未知: ${String(type)} (unknown type)`);
  if (name !== undefined && typeof name !== 'string')
    throw new AbiFragmentError(`${where}.name 不是文本 (not text)`);
  if (type.startsWith('tuple')) {
    if (!Array.isArray(components))
      throw new AbiFragmentError(`${where}.components 缺失 (a tuple needs components)`);
    components.forEach((c, i) => checkParameter(c, `${where}.components[${i}]`));
  }
}

const ARRAY_SUFFIX = /\[(\d*)\]$/;

function isDynamic(p: AbiParameter): boolean {
  const m = ARRAY_SUFFIX.exec(p.type);
  if (m) return m[1] === '' || isDynamic({ ...p, type: p.type.slice(0, m.index) } as AbiParameter);
  if (p.type === 'string' || p.type === 'bytes') return true;
  if (p.type === 'tuple') return ((p as { components?: AbiParameter[] }).components ?? []).some(isDynamic);
  return false;
}

/** Bytes the parameter takes in the ABI head. */
function headSize(p: AbiParameter): number {
  if (isDynamic(p)) return 32;
  const m = ARRAY_SUFFIX.exec(p.type);
  if (m) return Number(m[1]) * headSize({ ...p, type: p.type.slice(0, m.index) } as AbiParameter);
  if (p.type === 'tuple')
    return ((p as { components?: AbiParameter[] }).components ?? []).reduce((sum, c) => sum + headSize(c), 0);
  return 32;
}

/** The config type and byte length of a one-word value, or null when the engine cannot read it. */
function wordType(type: string): { type: ParamType; length: number } | null {
  if (type === 'address') return { type: 'address', length: 32 };
  if (type === 'bool' || /^uint\d*$/.test(type)) return { type: 'uint256', length: 32 };
  if (/^int\d*$/.test(type)) return { type: 'bytes', length: 32 };
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) return { type: 'bytes', length: Number(fixed[1]) };
  if (type === 'string') return { type: 'string', length: 32 };
  return null;
}

const paramName = (p: AbiParameter, i: number) => (p.name && p.name.trim() !== '' ? p.name : `arg${i}`);

function functionParams(fn: AbiFunction): ParamConfig[] {
  const out: ParamConfig[] = [];
  let offset = 0;
  fn.inputs.forEach((p, i) => {
    const t = wordType(p.type);
    if (t) out.push({ name: paramName(p, i), type: t.type, offset, length: t.length, description: p.type });
    offset += headSize(p);
  });
  return out;
}

function eventParams(ev: AbiEvent): LogParamConfig[] {
  const out: LogParamConfig[] = [];
  let topic = 1;
  let word = 0;
  ev.inputs.forEach((p, i) => {
    const name = paramName(p, i);
    if (p.indexed) {
      if (topic > 3) throw new AbiFragmentError('indexed 参数最多 3 个 (at most 3 indexed parameters)');
      const t = wordType(p.type);
      const type: ParamType = t === null || t.type === 'string' ? 'bytes' : t.type;
      out.push({ name, type, topic_index: topic++, data_index: null, description: p.type });
      return;
    }
    const t = wordType(p.type);
    if (t) out.push({ name, type: t.type, topic_index: null, data_index: word, description: p.type });
    word += headSize(p) / 32;
  });
  return out;
}

const FROM_NAME = /^_?(from|sender|src|owner)$/i;
const TO_NAME = /^_?(to|recipient|receiver|dst|spender)$/i;
const AMOUNT_NAME = /^_?(amount|value|wad|qty|quantity|amt)$/i;

function guessRules(params: { name: string; type: ParamType }[]) {
  const addresses = params.filter((p) => p.type === 'address').map((p) => p.name);
  const uints = params.filter((p) => p.type === 'uint256').map((p) => p.name);
  let from = addresses.find((n) => FROM_NAME.test(n));
  let to = addresses.find((n) => TO_NAME.test(n) && n !== from);
  if (from === undefined && to === undefined)
    [from, to] = addresses.length >= 2 ? [addresses[0], addresses[1]] : [undefined, addresses[0]];
  else if (to === undefined && addresses.length === 2) to = addresses.find((n) => n !== from);
  const amount = uints.find((n) => AMOUNT_NAME.test(n)) ?? uints[0];
  return { from, to, amount };
}

const signatureText = (item: AbiFunction | AbiEvent) =>
  `${item.name}(${item.inputs.map((p) => `${p.type}${'indexed' in p && p.indexed ? ' indexed' : ''}${p.name ? ` ${p.name}` : ''}`).join(', ')})`.slice(
    0,
    1000,
  );

/** stands in for a missing contract address while the schema checks the rest */
const NO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * A config generated from an ABI fragment for `contractAddress` (without one: contract_address ''
 * — it matches no contract until set). Throws AbiFragmentError when the fragment is no function or
 * event the engine can match.
 */
export function parserConfigFromAbi(fragment: string | object, contractAddress?: string): ParserConfig {
  const item = readAbiFragment(fragment);
  let input: ParserConfigInput;
  if (item.type === 'function') {
    const params = functionParams(item);
    const { from, to, amount } = guessRules(params);
    input = {
      contract_address: contractAddress ?? NO_ADDRESS,
      function_signature: toFunctionSelector(item),
      function_name: item.name,
      function_description: signatureText(item),
      param_config: params,
      parser_rules: { extract_from_address: from, extract_to_address: to, extract_amount: amount },
      logs_parser_type: 'input_data',
    };
  } else {
    const params = eventParams(item);
    const approval =
      params.some((p) => /^_?owner$/i.test(p.name)) && params.some((p) => /^_?spender$/i.test(p.name));
    const { from, to, amount } = guessRules(params);
    input = {
      contract_address: contractAddress ?? NO_ADDRESS,
      logs_parser_type: 'event_log',
      event_signature: toEventSelector(item),
      event_name: item.name,
      event_description: signatureText(item),
      logs_param_config: params,
      logs_parser_rules: approval
        ? { extract_owner_address: from, extract_spender_address: to, extract_amount: amount }
        : { extract_from_address: from, extract_to_address: to, extract_amount: amount },
    };
  }
  const parsed = ParserConfigSchema.safeParse(input);
  if (!parsed.success)
    throw new AbiFragmentError(
      `生成的配置无效 (the generated config is invalid): ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return contractAddress === undefined ? { ...parsed.data, contract_address: '' } : parsed.data;
}
