// Package sgf reads and writes SGF FF[4] game records (the Smart Game
// Format, https://www.red-bean.com/sgf/) to and from core's game tree.
//
// Parse reads a whole collection into core.Node trees; ReadGame makes a
// core.Game of the first tree. Write writes trees back with every
// variation and property; WriteGame writes a Game with its game
// information. Parse(Write(t)) is Equal to t for every tree Parse returns,
// which the tests and the fuzz target check.
//
// # Mapping to core.Node
//
//   - B and W are the node's move. B[] is a pass, and so is B[tt] on boards
//     of 19 lines or less (FF[3]); Write writes passes as B[].
//   - AB, AW and AE are the setup stones; TR, SQ, CR, MA and LB the markup;
//     PL the player to move; C the comment. Point lists may be compressed
//     (AB[aa:cc], expanded top row first); Write writes one point per value.
//     A point listed twice in one list counts once, and a later mark on a
//     point replaces an earlier one (core allows one mark per point).
//   - Every other property is kept as text in Node.Props, in file order, so
//     that it survives a round trip: game information (SZ, KM, HA, RU, RE,
//     PB, PW, ...), times (BL, WL), annotations, applications' own
//     properties. A property given twice in one node (which FF[4] forbids)
//     keeps all its values; a second move, PL or C in a node is an error.
//   - Identifiers with lower-case letters (FF[3]'s "AddBlack") keep only
//     their upper-case letters, as FF[4] §2.2 asks.
//
// # Text and charsets
//
// Escapes are undone (`\]` is ']', `\\` is '\'), a backslash before a line
// break removes it (a soft line break), and every line break (LF, CR, CRLF,
// LFCR) becomes "\n". The tree holds UTF-8 text. The root's CA says how
// values are encoded: UTF-8 (or US-ASCII) is checked, ISO-8859-1 is
// converted, and any other charset (GB2312, GBK, Shift_JIS, ...) is an
// ErrCharset error that asks for the file in UTF-8: guessing would mangle
// names. Without CA, a file that is valid UTF-8 is read as UTF-8 (what
// today's servers and editors write) and any other as ISO-8859-1, the FF[4]
// default. The decoder consumes CA; Write always writes CA[UTF-8].
//
// # Writing
//
// Write puts one node per line and starts each variation on a new line
// with '('. Values escape ']' and '\' (and ':' in label text); line breaks
// are written as they are. WriteGame takes SZ, KM, HA and RE from the Game
// (core.FromTree moves them out of the root when they parse) and writes the
// RU of a rule preset the way FF[4] spells it (Japanese, Chinese, AGA, NZ).
// A KM, HA, RE or RU that does not parse stays in the root as written and
// is written back unchanged; the Game uses a default instead and lists
// the property in its Warnings (see core.FromTree).
//
// Parse keeps KM as written. ReadGame reads it as points, except in a record
// from the Fox server (AP[foxwq]), which writes komi in its own scale:
// KM[375] is 3.75 stones under Chinese counting, 7.5 points, and KM[50] is
// 0.5 (see foxKomi for the rule). Written back, such a game says KM[7.5].
//
// # Limits and errors
//
// Parse bounds the input in bytes, the nodes, the nesting of variations and
// the expanded points (Limits), and the values of one node (10,000), and it
// parses with an explicit stack, so a hostile file can exhaust neither
// memory nor the goroutine stack; Write and Equal do not recurse either.
// With DefaultLimits the worst files found hold under 40 MB once parsed
// (TestHostileMemory). A zero Limits field means its DefaultLimits value. SZ must be a square board of 2 to 25
// lines (SZ[19:19] is read as SZ[19]) and GM, if present, must be 1 (Go).
// Errors are *Error values that give the line and column and wrap a
// sentinel (ErrSyntax, ErrTooLarge, ErrCharset, ErrBoardSize, ErrProperty,
// ErrNotGo) and, for a bad point, core.ErrCoordinate.
package sgf
