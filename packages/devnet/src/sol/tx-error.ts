/**
 * LiteSVM's transaction errors as the RPC writes them: a unit variant as its name
 * ("InsufficientFundsForFee"), InstructionError as [index, "Name" | {"Custom": n}], and so on.
 * The name tables follow the order of the TransactionError and InstructionError enums.
 */
import type { FailedTransactionMetadata } from 'litesvm';

/** the classes behind LiteSVM's error unions are not exported at run time: told apart by name */
const kind = (e: unknown): string => (typeof e === 'object' && e !== null ? e.constructor.name : typeof e);

const TX_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee', 'InvalidAccountForFee',
  'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion', 'InvalidWritableAccount', 'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded', 'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
];

const IX_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError', 'ExecutableDataModified',
  'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority',
  'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner', 'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
];

function instructionError(e: unknown): unknown {
  if (kind(e) === 'InstructionErrorCustom') return { Custom: (e as { code: number }).code };
  if (kind(e) === 'InstructionErrorBorshIo') return { BorshIoError: (e as { msg: string }).msg };
  return typeof e === 'number' ? (IX_ERRORS[e] ?? 'GenericError') : String(e);
}

export function txErrorJson(failed: FailedTransactionMetadata): unknown {
  const e = failed.err();
  if (typeof e === 'number') return TX_ERRORS[e] ?? 'SanitizeFailure';
  const f = e as { index: number; accountIndex: number; err: () => unknown };
  switch (kind(e)) {
    case 'TransactionErrorInstructionError':
      return { InstructionError: [f.index, instructionError(f.err())] };
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: f.index };
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: f.accountIndex } };
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: f.accountIndex } };
  }
  return String(e);
}

/** an InstructionError fails the program but the transaction is still included (and pays its fee) */
export function isIncluded(err: unknown): boolean {
  return typeof err === 'object' && err !== null && ('InstructionError' in err || 'InsufficientFundsForRent' in err || 'DuplicateInstruction' in err);
}
