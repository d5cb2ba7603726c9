// Package render draws Go positions and their analysis as PNG images, for
// Discord (mostly read on phones) and for the command line.
//
//	err := render.PNG(w, game,
//		render.Width(800),
//		render.Overlays(render.OverlayStatus|render.OverlayTerritory),
//		render.MoveNumbers(20))
//
// PNG draws the position at a core.Game's cursor; BoardPNG draws a bare
// core.Board; Image returns the picture of a game's position unencoded.
//
// # What is drawn
//
//   - The board: warm wood (Classic) or a pale high-contrast board, a grid
//     aligned to whole pixels, thicker lines on the board's edges, star
//     points, and coordinates on all four sides (letters without I, rows
//     counted from the bottom as in GTP).
//   - Cropping (Crop): on a side that is not the board's edge the lines
//     run on past the last visible line and fade out, a clear gap before
//     the coordinates, so the side cannot be taken for the edge. A view
//     narrower than the picture (a tall crop, a tiny board) gets bigger
//     cells, the picture growing up to 1.25 times as tall as wide, and
//     sits on a plank of wood of its own.
//   - Stones with a soft gradient and a rim (and a faint shadow in
//     Classic). The last move is marked in the colour opposite to its
//     stone: a dot in the centre, or a ring round its move number or
//     status mark (a dot, filled, cannot be taken for the SGF circle).
//   - Move numbers (MoveNumbers) for all moves or the last N. A point
//     played more than once in the numbered range shows the number of the
//     stone now on it, and each earlier number goes to a footnote "k = m":
//     move k was played where m stands. Numbered stones that were captured
//     and not replaced by a numbered move are not shown, as on the board.
//     Three-digit numbers are condensed, not shrunk: as tall as two-digit
//     ones.
//   - SGF markup of the cursor's node: triangle, square, circle, cross and
//     labels (up to three characters; a longer one shows two and "…", see
//     LabelText). On an empty point the lines under a mark are cleared, as
//     printed diagrams do.
//   - Analysis overlays (Overlays), each on its own switch, drawn from a
//     analysis.Analysis (WithAnalysis, or analysis.Analyze of the position):
//     influence as a smooth wash under the grid, interpolated between the
//     points and scaled by the largest difference of potentials on an
//     empty point in view; territory squares on the regions one side
//     encloses and the score gives it (open areas keep only the wash);
//     status marks on stones (dead: faded and crossed; unsettled: "?"
//     disc; seki: "=" disc, kept while scoring; pass-alive: diamond); and
//     eye counts (0, ½, 1, 1½ or 2+, as /analyze says them), on a badge at
//     the top right of a stone of the group's largest chain, only for
//     groups whose count decides something (analysis.Group.EyesDecide).
//   - One thing per point's centre, so that overlays stay readable where
//     they overlap: SGF markup first (it replaces a move number, as in SGF
//     viewers, the last-move marker and a territory square), then the move
//     number, then the status mark. A status that loses the centre goes to
//     a small badge of the same shape at the stone's lower left (a dead
//     stone is also faded). See marks.go.
//   - A header with an optional title, the players' names, whose turn it is
//     (in words and with a stone) or the result, the move number and last
//     move, and the captures; a footer with the legend of the marks the
//     picture shows, the score estimate, the move-number footnotes and
//     optional text. Both wrap like a paragraph, so they fit at 400 px wide.
//     The embedded Go fonts draw Latin, Greek and Cyrillic: a name in another
//     script shows its drawable words ("Lee Sedol" of "李世石 (Lee Sedol)")
//     or, with none, the colour's name, never missing-glyph boxes (glyphs.go).
//   - The phase of the game (WithPhase): while scoring, the header says
//     "Scoring: mark dead stones" and the footer gives the "Count"; on the
//     final count the header gives the result and the footer the "Final
//     count"; in both the status overlay shows only the dead stones of the
//     analysis (the ones the players agreed on), not the engine's guesses.
//   - Text sizes (layout.go) keep every figure legible when an 800 px
//     picture is shown at 400 px on a phone, as Discord shows it: move
//     numbers, coordinates and status glyphs at least about 6 px tall on
//     screen on 19×19, the header at least 7.
//
// # Themes
//
// Classic is wood and shaded stones. HighContrast uses black lines twice
// as thick, pure black and white stones with a black rim, and the
// Okabe–Ito colours; every mark differs from the others by shape, so no
// reading depends on telling red from green, and the influence tints (sky
// blue, reddish purple) share no colour with the status marks.
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
