// Package coretest holds the helpers every package's tests use to set up
// positions: one board-diagram dialect (Parse, Board, Draw, Normalize),
// GTP vertices (Pt, Pts) and random legal play (PlayAnyLegal). Only
// tests import it.
//
// A rules test reads as a diagram (top row first, X black, O white):
//
//	b := coretest.Board(t, `
//		. X O .
//		X O . O
//		. X O .
//		. . . .`)
//	_, err := b.Play(core.Black, coretest.Pt(t, "C3", 4)) // takes B3
//	require.NoError(t, err)
//	_, err = b.Play(core.White, coretest.Pt(t, "B3", 4))
//	require.ErrorIs(t, err, core.ErrKo)
//
// and a puzzle or a picture marks the points it needs with letters:
//
//	d := coretest.Parse(t, `
//		+ + X o . a o X
//		+ + X o o o o X
//		+ + X X X X X X`, coretest.Size(19))
//	target, vital := d.Set("xo"), d.Point(t, 'a')
package coretest
