/**
 * One unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2) holding the given UTF-8 bytes, as
 * a server sends it. The hub builds it once per event and writes the same bytes to every subscribed
 * socket's connection, instead of having the ws library frame the message again for each socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
