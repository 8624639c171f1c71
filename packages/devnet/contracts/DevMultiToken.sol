// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDevMultiTokenReceiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data) external returns (bytes4);
    function onERC1155BatchReceived(address operator, address from, uint256[] calldata ids, uint256[] calldata values, bytes calldata data)
        external
        returns (bytes4);
}

/// A small ERC-1155 multi-token for the devnet: anyone may mint any amount of any id to anyone.
/// Declares ERC-165, ERC-1155 and the metadata URI extension through supportsInterface.
contract DevMultiToken {
    string public name;
    string public symbol;

    mapping(uint256 => mapping(address => uint256)) private balances;
    mapping(address => mapping(address => bool)) private operators;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0xd9b67a26 || id == 0x0e89341c;
    }

    function uri(uint256) external pure returns (string memory) {
        return "devnet://multi/{id}.json";
    }

    function mint(address to, uint256 id, uint256 value) external {
        require(to != address(0), "DevMultiToken: mint to zero address");
        balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
        _checkReceiver(address(0), to, id, value, "");
    }

    function balanceOf(address account, uint256 id) external view returns (uint256) {
        return balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids) external view returns (uint256[] memory out) {
        require(accounts.length == ids.length, "DevMultiToken: length mismatch");
        out = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) out[i] = balances[ids[i]][accounts[i]];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address account, address operator) external view returns (bool) {
        return operators[account][operator];
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _authorize(from, to);
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkReceiver(from, to, id, value, data);
    }

    function safeBatchTransferFrom(address from, address to, uint256[] calldata ids, uint256[] calldata values, bytes calldata data) external {
        require(ids.length == values.length, "DevMultiToken: length mismatch");
        _authorize(from, to);
        for (uint256 i = 0; i < ids.length; i++) _move(from, to, ids[i], values[i]);
        emit TransferBatch(msg.sender, from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = IDevMultiTokenReceiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            require(answer == IDevMultiTokenReceiver.onERC1155BatchReceived.selector, "DevMultiToken: receiver refused");
        }
    }

    function _authorize(address from, address to) private view {
        require(to != address(0), "DevMultiToken: transfer to zero address");
        require(msg.sender == from || operators[from][msg.sender], "DevMultiToken: not allowed");
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 held = balances[id][from];
        require(held >= value, "DevMultiToken: balance too low");
        balances[id][from] = held - value;
        balances[id][to] += value;
    }

    function _checkReceiver(address from, address to, uint256 id, uint256 value, bytes memory data) private {
        if (to.code.length == 0) return;
        bytes4 answer = IDevMultiTokenReceiver(to).onERC1155Received(msg.sender, from, id, value, data);
        require(answer == IDevMultiTokenReceiver.onERC1155Received.selector, "DevMultiToken: receiver refused");
    }
}
