// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDevNftReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// A small ERC-721 collection for the devnet: anyone may mint the next token id to anyone.
/// Declares ERC-165, ERC-721 and the ERC-721 metadata extension through supportsInterface.
contract DevNft {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    function mint(address to) external returns (uint256 tokenId) {
        require(to != address(0), "DevNft: mint to zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat("devnet://nft/", _decimal(tokenId));
    }

    function balanceOf(address holder) external view returns (uint256) {
        require(holder != address(0), "DevNft: zero address");
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address holder) {
        holder = owners[tokenId];
        require(holder != address(0), "DevNft: no such token");
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(msg.sender == holder || operators[holder][msg.sender], "DevNft: not allowed");
        approvals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return operators[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        require(holder == from, "DevNft: wrong owner");
        require(to != address(0), "DevNft: transfer to zero address");
        require(msg.sender == holder || approvals[tokenId] == msg.sender || operators[holder][msg.sender], "DevNft: not allowed");
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IDevNftReceiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IDevNftReceiver.onERC721Received.selector, "DevNft: receiver refused");
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
