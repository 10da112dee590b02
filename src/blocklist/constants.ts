// The protocol generation: canonicalization, hashing and artifact layout together. A client that does
// not know a server's algoVersion must not apply its artifacts.
export const ALGO_VERSION = 1;
