/**
 * The parser configs a discovered ERC-20 gets without manual work: the transfer, transferFrom and
 * approve calls (EIP-20) and the Transfer and Approval events. Calls are read from the input data,
 * events from the logs, each by its own config, so a plain transfer gives two rows (the call and its
 * Transfer log; a reverted one only the call). An ERC-721 Transfer (same topic0, token id as a
 * fourth topic, empty data) gives no row: its data has no amount word. Priority -100, below any
 * config a maintainer writes (default 0), which therefore wins on the same selector or topic.
 */
import { ParserConfigSchema, type ParserConfig, type ParserConfigInput } from '@explorer/core';
import { toEventSelector, toFunctionSelector } from 'viem';

export const ERC20_DEFAULT_PRIORITY = -100;

export const ERC20_SELECTORS = {
  transfer: toFunctionSelector('transfer(address,uint256)'),
  transferFrom: toFunctionSelector('transferFrom(address,address,uint256)'),
  approve: toFunctionSelector('approve(address,uint256)'),
} as const;
export const ERC20_TOPICS = {
  Transfer: toEventSelector('Transfer(address,address,uint256)'),
  Approval: toEventSelector('Approval(address,address,uint256)'),
} as const;

const word = (name: string, type: 'address' | 'uint256', i: number) => ({
  name,
  type,
  offset: 32 * i,
  length: 32,
});

function erc20Inputs(contract: string): ParserConfigInput[] {
  const common = {
    contract_address: contract,
    priority: ERC20_DEFAULT_PRIORITY,
    logs_parser_type: 'input_data' as const,
  };
  return [
    {
      ...common,
      function_signature: ERC20_SELECTORS.transfer,
      function_name: 'transfer',
      function_description: 'transfer(address to, uint256 amount)',
      param_config: [word('to', 'address', 0), word('amount', 'uint256', 1)],
      parser_rules: { extract_to_address: 'to', extract_amount: 'amount' },
    },
    {
      ...common,
      function_signature: ERC20_SELECTORS.transferFrom,
      function_name: 'transferFrom',
      function_description: 'transferFrom(address from, address to, uint256 amount)',
      param_config: [word('from', 'address', 0), word('to', 'address', 1), word('amount', 'uint256', 2)],
      parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'amount' },
    },
    {
      ...common,
      function_signature: ERC20_SELECTORS.approve,
      function_name: 'approve',
      function_description: 'approve(address spender, uint256 amount): to_address is the spender',
      param_config: [word('spender', 'address', 0), word('amount', 'uint256', 1)],
      parser_rules: { extract_to_address: 'spender', extract_amount: 'amount' },
    },
    {
      ...common,
      logs_parser_type: 'event_log',
      event_signature: ERC20_TOPICS.Transfer,
      event_name: 'Transfer',
      event_description: 'Transfer(address indexed from, address indexed to, uint256 value)',
      logs_param_config: [
        { name: 'from', type: 'address', topic_index: 1 },
        { name: 'to', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: { extract_from_address: 'from', extract_to_address: 'to', extract_amount: 'value' },
    },
    {
      ...common,
      logs_parser_type: 'event_log',
      event_signature: ERC20_TOPICS.Approval,
      event_name: 'Approval',
      event_description: 'Approval(address indexed owner, address indexed spender, uint256 value)',
      logs_param_config: [
        { name: 'owner', type: 'address', topic_index: 1 },
        { name: 'spender', type: 'address', topic_index: 2 },
        { name: 'value', type: 'uint256', data_index: 0 },
      ],
      logs_parser_rules: {
        extract_owner_address: 'owner',
        extract_spender_address: 'spender',
        extract_amount: 'value',
      },
    },
  ];
}

/** The default configs of an ERC-20 at `contractAddress` (0x + 40 hex; throws on anything else). */
export function defaultErc20ParserConfigs(contractAddress: string): ParserConfig[] {
  return erc20Inputs(contractAddress).map((c) => ParserConfigSchema.parse(c));
}
