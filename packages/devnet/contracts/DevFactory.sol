// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What the factory makes: a tiny account owned by whoever asked the factory for it.
contract FactoryChild {
    address public immutable factory;
    address public owner;
    uint256 public pings;

    event Pinged(address indexed by, uint256 total);

    constructor(address owner_) {
        factory = msg.sender;
        owner = owner_;
    }

    function ping() external {
        pings += 1;
        emit Pinged(msg.sender, pings);
    }
}

/// Deploys FactoryChild contracts from inside a call: with CREATE (address from the factory's
/// nonce) or CREATE2 (address from the salt), so the child has no creation transaction of its own.
contract DevFactory {
    uint256 public created;

    event ChildCreated(address indexed child, address indexed owner, bool deterministic);

    function create() external returns (address child) {
        child = address(new FactoryChild(msg.sender));
        _created(child, false);
    }

    function create2(bytes32 salt) external returns (address child) {
        child = address(new FactoryChild{salt: salt}(msg.sender));
        _created(child, true);
    }

    /// the address create2(salt) gives when called by `owner`
    function addressOf(bytes32 salt, address owner) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(FactoryChild).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }

    function _created(address child, bool deterministic) private {
        created += 1;
        FactoryChild(child).ping();
        emit ChildCreated(child, msg.sender, deterministic);
    }
}
