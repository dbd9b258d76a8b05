"""The figures behind `deskcards bench`: throughput and latency, the peers measured beside them, and the
Runtime Error prover on real games."""
