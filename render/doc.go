// Package render draws Go positions and their analysis as PNG images, for
// Discord (mostly read on phones) and for the command line.
//
//	err := render.PNG(w, game,
//		render.Width(800),
//		render.Overlays(render.OverlayStatus|render.OverlayTerritory),
//		render.MoveNumbers(20))
//
// PNG draws the position at a core.Game's cursor; BoardPNG draws a bare
// core.Board; Image and BoardImage return the picture unencoded.
//
// # What is drawn
//
//   - The board: warm wood (Classic) or a pale high-contrast board, a grid
//     aligned to whole pixels, thicker lines on the board's edges, star
//     points, and coordinates on all four sides (letters without I, rows
//     counted from the bottom as in GTP).
//   - Cropping (Crop): on a side that is not the board's edge the lines
//     run on past the last visible line and fade out, so the side cannot
//     be taken for the edge.
//   - Stones with a soft gradient and a rim (and a faint shadow in
//     Classic); a ring in the opposite colour on the last move.
//   - Move numbers (MoveNumbers) for all moves or the last N. A point
//     played more than once in the numbered range shows the number of the
//     stone now on it, and each earlier number goes to a footnote "k = m":
//     move k was played where m stands. Numbered stones that were captured
//     and not replaced by a numbered move are not shown, as on the board.
//   - SGF markup of the cursor's node: triangle, square, circle, cross and
//     labels (up to three characters; on an empty point the lines under a
//     label are cleared).
//   - Analysis overlays (Overlays), each on its own switch, drawn from a
//     core.Analysis (WithAnalysis, or core.Analyze of the position):
//     influence tints under the grid, territory squares on points, status
//     marks on stones (dead: faded and crossed; unsettled: "?" disc; seki:
//     "=" disc; pass-alive: diamond), and eye-count badges at the top right
//     of each group's top-right stone. The marks sit at different places
//     (under the grid, on empty points, on stone centres, on stone corners)
//     so that they stay readable where they overlap.
//   - A header with an optional title, the players' names, whose turn it is
//     (in words and with a stone) or the result, the move number and last
//     move, and the captures; a footer with the legend of the overlays in
//     use, the score estimate, the move-number footnotes and optional text.
//     Both wrap like a paragraph, so they fit at 400 px wide.
//
// # Themes
//
// Classic is wood and shaded stones. HighContrast uses black lines twice
// as thick, pure black and white stones with a black rim, and the
// Okabe–Ito colours; every mark differs from the others by shape, so no
// reading depends on telling red from green.
//
// # Speed and concurrency
//
// The embedded Go fonts are parsed once; the parsed fonts are never
// written. Every render makes its own font faces (they cache glyphs and are
// not safe for concurrent use), its own stone sprites and its own gg
// context, so any number of renders may run at once. Stones are drawn once
// per render and copied to each point. PNG output uses a small writer of
// the package's own (Sub filter on every row, zlib's fastest level; see
// encode.go for why) with pooled buffers, and pooled pixel buffers; the
// pools are caches that never change a result. There is no other package
// state.
package render
