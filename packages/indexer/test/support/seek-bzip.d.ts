/** seek-bzip ships no types: the one call the chaindata fixtures use. */
declare module 'seek-bzip' {
  const Bunzip: { decode(input: Uint8Array): Buffer };
  export default Bunzip;
}
