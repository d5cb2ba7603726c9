package gtp_test

import (
	"fmt"
	"strings"

	"github.com/gobot-baduk/gobot/core/gtp"
)

// A controller's session: numbered commands, a capture, GNU Go's queries
// and an illegal move. Each answer ends with an empty line; it is trimmed
// here.
func Example() {
	e := gtp.New()
	for _, line := range []string{
		"1 boardsize 5",
		"2 play w a1",
		"3 play b b1",
		"4 play b a2",
		"5 captures black",
		"6 list_stones black",
		"7 play w a2",
		"8 is_legal w a1",
		"# a comment gets no answer",
	} {
		if ans, _ := e.Handle(line); ans != "" {
			fmt.Println(strings.TrimSpace(ans))
		}
	}
	// Output:
	// =1
	// =2
	// =3
	// =4
	// =5 1
	// =6 A2 B1
	// ?7 illegal move: point is occupied: A2 already holds a black stone
	// =8 0
}
