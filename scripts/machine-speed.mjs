#!/usr/bin/env node
// Prints how long a fixed piece of work takes on this machine (arithmetic, then hashing, then
// memory touched for the first time), so that the suite's run times can be compared between
// days and machines (decision 033).
import { createHash } from "node:crypto";

const started = process.hrtime.bigint();
let sum = 0;
for (let i = 0; i < 300_000_000; i++) sum += i % 7;
const block = Buffer.alloc(1 << 20, sum % 251);
const hash = createHash("sha256");
for (let i = 0; i < 256; i++) hash.update(block);
hash.digest();
const computed = Number(process.hrtime.bigint() - started) / 1e9;
// Fresh memory: a page fault costs 0.1-1 us on most machines, 16 us on some virtual ones.
const touchStarted = process.hrtime.bigint();
const fresh = Buffer.allocUnsafeSlow(512 << 20);
for (let i = 0; i < fresh.length; i += 4096) fresh[i] = 1;
const touched = Number(process.hrtime.bigint() - touchStarted) / 1e9;
process.stdout.write(
  `Machine speed: the reference work took ${computed.toFixed(2)} s; 512 MB of fresh memory ${touched.toFixed(2)} s\n`,
);
