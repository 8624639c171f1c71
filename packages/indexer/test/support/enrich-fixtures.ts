/**
 * Test helper: contracts for the enricher's Anvil tests, compiled with solc next to the devnet's
 * DevToken — an MKR-style token with bytes32 name/symbol, a factory that creates DevTokens inside
 * a call (no transaction creates them, only their transfers tell of them), a contract that
 * emits ERC-20 Transfer logs without being a token, a fee-on-transfer token (balances move without events), a contract that moves value
 * inside calls (internal calls), one whose supportsInterface claims every id,
 * one that implements ERC-165 alone, and two that have a factory create a contract (in a call that
 * then reverts; in a constructor) — plus the devnet's NFTs and factory, a small deployer over viem,
 * and a node that fails every call.
 */
import { loadContracts, devAccounts, readContractSources } from '@explorer/devnet';
import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';

const TEST_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "DevToken.sol";

contract Bytes32Token {
    bytes32 public name;
    bytes32 public symbol;
    uint256 public decimals = 18;
    uint256 public totalSupply;
    event Transfer(address indexed from, address indexed to, uint256 value);
    constructor(bytes32 name_, bytes32 symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }
}

contract TokenFactory {
    function create(string calldata name_, string calldata symbol_, uint8 decimals_, uint256 supply) external returns (address) {
        DevToken t = new DevToken(name_, symbol_, decimals_, supply);
        t.transfer(msg.sender, supply);
        return address(t);
    }
}

contract ClaimsEveryInterface {
    function supportsInterface(bytes4) external pure returns (bool) { return true; }
}

contract Erc165Only {
    function supportsInterface(bytes4 id) external pure returns (bool) { return id == 0x01ffc9a7; }
}

contract CreateThenRevert {
    function run(address factory) external {
        (bool ok, ) = factory.call(abi.encodeWithSignature("create()"));
        require(ok, "factory failed");
        revert("undone");
    }
}

contract CreatesInConstructor {
    constructor(address factory) {
        (bool ok, ) = factory.call(abi.encodeWithSignature("create()"));
        require(ok, "factory failed");
    }
}

/// keeps 1 % of every transfer as a fee, burned without a Transfer event (as fee-on-transfer and
/// rebasing tokens move balances without events)
contract FeeOnTransferToken {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    event Transfer(address indexed from, address indexed to, uint256 value);
    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }
    function transfer(address to, uint256 value) external returns (bool) {
        uint256 fee = value / 100;
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value - fee;
        totalSupply -= fee;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}

/// moves value inside calls: to an address, through a second forwarder (a nested frame), to a
/// function that reverts (a failed frame whose value stays), into a new contract, and by selfdestruct
contract ValueForwarder {
    receive() external payable {}
    function split(address payable a, ValueForwarder next) external payable {
        uint256 half = msg.value / 2;
        (bool ok, ) = a.call{value: half}("");
        require(ok, "a refused");
        try this.refuse{value: 1}() {} catch {}
        next.pass{value: msg.value - half - 1}(a);
    }
    function pass(address payable to) external payable {
        (bool ok, ) = to.call{value: msg.value}("");
        require(ok, "to refused");
    }
    function refuse() external payable {
        revert("refused");
    }
    function fund(address payable heir) external payable {
        PaidChild child = new PaidChild{value: msg.value}();
        child.leave(heir);
    }
}

contract PaidChild {
    constructor() payable {}
    function leave(address payable heir) external {
        selfdestruct(heir);
    }
}

contract TransferEmitter {
    event Transfer(address indexed from, address indexed to, uint256 value);
    function poke(address to, uint256 value) external {
        emit Transfer(msg.sender, to, value);
    }
}
`;

export interface TestContract {
  abi: Abi;
  bytecode: Hex;
}
export type TestContracts = Record<
  | 'DevToken'
  | 'Counter'
  | 'DevNft'
  | 'DevMultiToken'
  | 'DevFactory'
  | 'Bytes32Token'
  | 'TokenFactory'
  | 'TransferEmitter'
  | 'FeeOnTransferToken'
  | 'ValueForwarder'
  | 'ClaimsEveryInterface'
  | 'Erc165Only'
  | 'CreateThenRevert'
  | 'CreatesInConstructor',
  TestContract
>;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

export async function compileTestContracts(): Promise<TestContracts> {
  const devnet = await loadContracts();
  const { default: solc } = await import('solc');
  const { 'DevToken.sol': devToken } = await readContractSources();
  const input = {
    language: 'Solidity',
    sources: { 'DevToken.sol': { content: devToken! }, 'EnrichTest.sol': { content: TEST_SOURCE } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { 'EnrichTest.sol': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const unit = (name: string): TestContract => {
    const c = out.contracts['EnrichTest.sol']![name]!;
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return {
    DevToken: devnet.DevToken,
    Counter: devnet.Counter,
    DevNft: devnet.DevNft,
    DevMultiToken: devnet.DevMultiToken,
    DevFactory: devnet.DevFactory,
    Bytes32Token: unit('Bytes32Token'),
    TokenFactory: unit('TokenFactory'),
    TransferEmitter: unit('TransferEmitter'),
    FeeOnTransferToken: unit('FeeOnTransferToken'),
    ValueForwarder: unit('ValueForwarder'),
    ClaimsEveryInterface: unit('ClaimsEveryInterface'),
    Erc165Only: unit('Erc165Only'),
    CreateThenRevert: unit('CreateThenRevert'),
    CreatesInConstructor: unit('CreatesInConstructor'),
  };
}

export interface Deployer {
  deploy(contract: TestContract, args?: unknown[]): Promise<{ address: Address; block: number }>;
  call(
    to: Address,
    contract: TestContract,
    functionName: string,
    args?: unknown[],
  ): Promise<{ block: number; hash: Hex }>;
}

/** Sends from Anvil's first dev account; each transaction is mined on its own (automine). */
export function createDeployer(rpcUrl: string): Deployer {
  const account = devAccounts(1)[0]!;
  const wallet = createWalletClient({ account, transport: http(rpcUrl) });
  const client = createPublicClient({ transport: http(rpcUrl) });
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} failed`);
    return receipt;
  };
  return {
    async deploy(contract, args = []) {
      const hash = await wallet.sendTransaction({
        chain: null,
        data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args }),
      });
      const receipt = await mined(hash);
      return { address: receipt.contractAddress!, block: Number(receipt.blockNumber) };
    },
    async call(to, contract, functionName, args = []) {
      const hash = await wallet.sendTransaction({
        chain: null,
        to,
        data: encodeFunctionData({ abi: contract.abi, functionName, args }),
      });
      const receipt = await mined(hash);
      return { block: Number(receipt.blockNumber), hash };
    },
  };
}

/** A node that answers every JSON-RPC call with the given error (e.g. a pruned node without the state). */
export async function startErroringNode(
  code: number,
  message: string,
): Promise<{ url: string; calls: () => number; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  let calls = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { id: number } | { id: number }[];
      const answer = (r: { id: number }) => (calls++, { jsonrpc: '2.0', id: r.id, error: { code, message } });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
