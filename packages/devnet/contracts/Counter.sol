// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Ordinary state-changing calls: every call writes storage and emits an event.
contract Counter {
    uint256 public count;
    mapping(address => uint256) public contributions;
    address public lastCaller;

    event Counted(address indexed caller, uint256 by, uint256 total);
    event Noted(address indexed caller, string note);

    function increment() external {
        _add(1);
    }

    function add(uint256 by) external {
        _add(by);
    }

    function note(string calldata text) external {
        lastCaller = msg.sender;
        emit Noted(msg.sender, text);
    }

    function _add(uint256 by) private {
        count += by;
        contributions[msg.sender] += by;
        lastCaller = msg.sender;
        emit Counted(msg.sender, by, count);
    }
}
