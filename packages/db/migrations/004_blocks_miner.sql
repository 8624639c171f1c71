-- 扫块收益 (personal earnings) sums the blocks a user's saved addresses mined in the last N days:
-- with this index that reads only those blocks instead of every block of the window.
CREATE INDEX blocks_chain_miner_time ON blocks (chain, miner, timestamp);
