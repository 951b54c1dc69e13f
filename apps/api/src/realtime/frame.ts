/**
 * A WebSocket text frame as a server sends it (RFC 6455 §5.2: final, unmasked), built once and
 * written as it is to every connection it goes to — rather than framed again per connection.
 *
 * @example
 * textFrame(Buffer.from('hi')); // <81 02 68 69>
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}
