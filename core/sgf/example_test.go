package sgf_test

import (
	"fmt"
	"os"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/core/sgf"
)

// Parse reads a collection; Write writes it back with every variation.
func Example() {
	data := []byte(`(;GM[1]FF[4]SZ[9]KM[7]PB[Alice]PW[Bob]
;B[ee];W[gc](;B[cg]C[main line: \] and \\ are escaped];W[tt])(;B[gg]TR[ee]LB[gc:A]))`)
	roots, err := sgf.Parse(data, sgf.DefaultLimits)
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := sgf.Write(os.Stdout, roots...); err != nil {
		fmt.Println(err)
	}
	// Output:
	// (;FF[4]GM[1]CA[UTF-8]SZ[9]KM[7]PB[Alice]PW[Bob]
	// ;B[ee]
	// ;W[gc]
	// (;B[cg]C[main line: \] and \\ are escaped]
	// ;W[])
	// (;B[gg]TR[ee]LB[gc:A]))
}

// ReadGame gives a core.Game to replay and extend; WriteGame writes it
// with its game information.
func ExampleReadGame() {
	g, err := sgf.ReadGame([]byte("(;SZ[9]KM[6.5]HA[2]AB[cc][gg];W[ee];B[ec])"))
	if err != nil {
		fmt.Println(err)
		return
	}
	g.GoToEnd()
	fmt.Println(g.Size(), g.Komi(), g.Handicap(), g.MoveNumber(), g.ToMove())
	if err := g.Play(core.Play(core.White, core.Pt(6, 6))); err != nil {
		fmt.Println(err)
	}
	if err := sgf.WriteGame(os.Stdout, g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 9 6.5 2 2 white
	// (;FF[4]GM[1]CA[UTF-8]AP[gobot]SZ[9]KM[6.5]HA[2]AB[cc][gg]
	// ;W[ee]
	// ;B[ec]
	// ;W[gc])
}

// Errors say where the file is wrong and wrap a sentinel.
func ExampleParse_error() {
	_, err := sgf.Parse([]byte("(;FF[4]CA[GB2312]\n;B[pd];W[zz])"), sgf.DefaultLimits)
	fmt.Println(err)
	_, err = sgf.Parse([]byte("(;SZ[19:13])"), sgf.DefaultLimits)
	fmt.Println(err)
	_, err = sgf.Parse([]byte("(;SZ[9]\n;B[ee];W[zz])"), sgf.DefaultLimits)
	fmt.Println(err)
	// Output:
	// sgf: 1:8: unsupported charset: CA[GB2312]: only UTF-8 and ISO-8859-1 are supported; convert the file to UTF-8
	// sgf: 1:3: unsupported board size: SZ[19:13]: non-square boards are not supported
	// sgf: 2:9: bad property: W[zz]: not a point on a 9×9 board
}
