// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Holds native coin per depositor. withdraw() reverts on purpose when asked for more than was deposited.
contract Vault {
    mapping(address => uint256) public deposits;
    uint256 public totalDeposits;

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    error NothingToWithdraw(address account);

    function deposit() external payable {
        require(msg.value > 0, "Vault: empty deposit");
        deposits[msg.sender] += msg.value;
        totalDeposits += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        uint256 held = deposits[msg.sender];
        if (held == 0) revert NothingToWithdraw(msg.sender);
        require(held >= amount, "Vault: insufficient deposit");
        deposits[msg.sender] = held - amount;
        totalDeposits -= amount;
        emit Withdrawn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "Vault: payout failed");
    }
}
