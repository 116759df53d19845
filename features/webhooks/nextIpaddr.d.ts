/** What ./addresses.ts uses of the ipaddr.js (2.x) that Next ships untyped, as ipaddr.js types it. */
declare module 'next/dist/compiled/ipaddr.js' {
  namespace ipaddr {
    class IPv4 {
      kind(): 'ipv4';
      range(): string;
      match(range: [IPv4, number]): boolean;
      toString(): string;
    }
    class IPv6 {
      static parseCIDR(range: string): [IPv6, number];
      kind(): 'ipv6';
      range(): string;
      match(range: [IPv6, number]): boolean;
      isIPv4MappedAddress(): boolean;
      toIPv4Address(): IPv4;
      toString(): string;
    }
    function isValid(address: string): boolean;
    function parse(address: string): IPv4 | IPv6;
  }
  export default ipaddr;
}
