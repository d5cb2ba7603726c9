package core

import "testing"

// BenchmarkGamePlay plays a recorded game move by move with Game.Play on
// a new 19×19 Game, as a channel game does: each move is checked (under
// superko too, the history scan) and played, adding a node. The moves are
// a random game with captures, found beforehand on a Board.
func BenchmarkGamePlay(b *testing.B) {
	for _, rules := range []Rules{JapaneseRules, ChineseRules} {
		b.Run(rules.Name, func(b *testing.B) {
			board, _ := NewBoard(19, rules)
			r := NewRand(7)
			var moves []Move
			c := Black
			for len(moves) < 300 {
				m := Pass(c)
				if p, ok := board.PlayRandom(c, r); ok {
					m = Play(c, p)
				} else {
					board.Pass(c)
				}
				moves = append(moves, m)
				c = c.Opponent()
			}
			played := 0
			for b.Loop() {
				g, err := NewGame(Size(19), WithRules(rules))
				if err != nil {
					b.Fatal(err)
				}
				for _, m := range moves {
					if err := g.Play(m); err != nil {
						b.Fatal(err)
					}
				}
				played += len(moves)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(played), "ns/move")
		})
	}
}
