// Package analysis says which groups of a position live: their statuses
// and eyes, the dead stones, who owns each point and the score. It works
// on core's board and point sets and imports nothing else of gobot.
//
// Analyze (or AnalyzeBoard) computes an Analysis once per position; it is
// read-only after, and analyses of different positions run concurrently.
// It combines the parts the seeds define:
//
//   - Benson's pass-alive chains and safe regions (seeds 000 and 002),
//     also available on their own (Benson) for GTP's unconditional_status
//     and the puzzle solver's proof of life;
//   - Euler's region counts and false eyes (Nakamura §4);
//   - the eye-space classes of closed regions (§3.2, Table 1);
//   - the electric-charge potentials and their group points (§5);
//   - statuses decided in rounds, as dead stones are lifted, with
//     capturing races and seki;
//   - a score estimate, and the strict count of the dead stones the
//     players agree on (WithDead, Toggle).
//
// How each part reads the seeds and what gobot decided where they are
// silent or garbled is in docs/analysis.md.
package analysis
