/**
 * The preset dictionaries of the compressed Solana detail (`sol_transactions.detail_z`, migration
 * 028; sol-detail-zip.ts): the text a keyed detail (sol-detail.ts) usually repeats — its JSON
 * skeleton, the instruction types and parsed field names of the programs the indexer decodes
 * (named as the node's `jsonParsed` names them), the log lines those programs and the common
 * mainnet programs print, the recurring rent-exempt balances. Deflate finds a detail's words in
 * it as if they had come before the detail, so a ~600-byte detail compresses to ~190 bytes.
 * A stored value begins with the version byte of the dictionary it was made with: a dictionary is
 * part of the stored data and is never changed once released — a better one is added as the next
 * version, and every version stays readable. Entries are in rising order of use: deflate reaches
 * the nearest text (the end) with the shortest distances.
 */

const V1_PARTS = [
  // vote detail (kept only when a deployment asks for it)
  '"towerSync","","compactUpdateVoteState","updateVoteState","vote"',
  '"Program Vote111111111111111111111111111111111111111 invoke [1]","Program Vote111111111111111111111111111111111111111 success"',
  // less common instructions and logs of the decoded programs and of mainnet DeFi
  '"withdrawFromNonce","initializeNonce","authorizeNonce","allocate","assign","transferWithSeed","delegate","deactivate","withdraw","split","merge"',
  '"approve","revoke","mintTo","mintToChecked","burn","burnChecked","freezeAccount","thawAccount","setAuthority","initializeMint","initializeMint2"',
  '"extendLookupTable","createLookupTable","freezeLookupTable","deactivateLookupTable","closeLookupTable","requestHeapFrame","recoverNested"',
  '"Program log: Instruction: Approve","Program log: Instruction: Revoke","Program log: Instruction: MintTo","Program log: Instruction: Burn"',
  '"Program log: Instruction: InitializeMint","Program log: Instruction: InitializeMint2","Program log: Instruction: SetAuthority"',
  '"Program log: Instruction: Route","Program log: Instruction: SharedAccountsRoute","Program log: Instruction: ExactOutRoute","Program log: ray_log: ',
  '"Program log: Instruction: SwapV2","Program log: Instruction: Buy","Program log: Instruction: Sell","Program log: AnchorError occurred. Error Code: ',
  '"Program log: Instruction: Swap","Program log: Instruction: SyncNative","Program log: Instruction: CloseAccount","Program log: Instruction: InitializeAccount"',
  ' failed: exceeded CUs meter at BPF instruction"', ' failed: Program failed to complete"', '"Program is not deployed"', ' failed: custom program error: 0x',
  '"Program log: Error: insufficient funds"', '"Program log: Error: ', ' failed: custom program error: 0x1"', ' failed: ',
  '"Program log: Memo (len ', '"Program log: Signed by ', '"Program consumption: ', ' units remaining"', '"Program data: ',
  // parsed fields: jsonParsed and the indexer's decoders
  '"extensionTypes":["immutableOwner"]', '"rentSysvar":"~', '"multisigAuthority":"~', '"nonceAccount":"~', '"recentBlockhashesSysvar":"~', '"nonceAuthority":"~',
  '"tokenAmount":{"amount":"', '","decimals":9,"uiAmount":', '","decimals":6,"uiAmount":', ',"uiAmountString":"',
  '"base":"~', '"seed":"', '"newAccount":"~', '"programAddress":"~', '"lamports":"2039280","space":"165"', '"lamports":2039280,', '"space":165',
  '"payer":"~', '"ata":"~', '"wallet":"~', '"systemProgram":"~', '"tokenProgram":"~', '"account":"~', '"owner":"~', '"mint":"~',
  '"memo":"', '"microLamports":"', '"units":', '"lamports":', '"source":"~', '"destination":"~', '"authority":"~', '"amount":"', '"decimals":9}', '"decimals":6}',
  // instruction types
  '"advanceNonce"', '"syncNative"', '"closeAccount"', '"initializeAccount"', '"createAccountWithSeed"', '"initializeAccount2"', '"createAccount"',
  '"initializeAccount3"', '"initializeImmutableOwner"', '"getAccountDataSize"', '"create"', '"createIdempotent"', '"memo"', '"unknown"',
  '"setComputeUnitPrice"', '"setComputeUnitLimit"', '"transferChecked"', '"transfer"',
  // the associated-token-account creation's logs
  '"Program log: Instruction: InitializeAccount3"', '"Program log: Please upgrade to SPL Token 2022 for immutable owner support"',
  '"Program log: Instruction: InitializeImmutableOwner"', '"Program log: Initialize the associated token account"',
  '"Program log: Instruction: GetAccountDataSize"', '"Program return: ~', ' pQAAAAAAAAA="', '"Program log: Create"', '"Program log: CreateIdempotent"',
  // every program's log lines
  '"Program log: Instruction: Transfer"', '"Program log: Instruction: TransferChecked"', ' consumed ', ' of 1400000 compute units"', ' of 200000 compute units"',
  ' compute units"', ' invoke [3]"', ' invoke [2]"', ' success"', ',"Program ~', ' invoke [1]"',
  // balances that recur: rent-exempt minimums (token account 2039280), program and sysvar accounts
  '"1461600"', '"1009200"', '"1141440"', '"934087680"', '"731913600"', '"0"', '"1","1"', '"2039280","2039280"',
  // the skeleton
  ',"tpost":[[', ',"tpost":[],"i":[[', ',"tpre":[[', '"],"tpre":[],"tpost":[],"i":[[0,null,null,', ',null]', ',null,null,', '],"l":["Program ~', '"]}',
  '"],"post":["', '],"pre":["', '{"s":[""],"k":[3,2,2,2,0,0,0],"pre":["', '{"s":[""],"k":[3,2,0],"pre":["',
];

/**
 * The dictionaries by version (the stored value's first byte): index 0 is no version (never
 * written). Append only.
 */
export const SOL_DETAIL_DICTIONARIES: readonly string[] = ['', V1_PARTS.join('')];

/** the version new values are written with */
export const SOL_DETAIL_DICTIONARY_VERSION = 1;
