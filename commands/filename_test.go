package commands

import "testing"

// TestSlug: file names keep what can be spelt in ASCII, accents dropped
// rather than letters, and fall back to the colour when nothing is left.
func TestSlug(t *testing.T) {
	for _, c := range []struct{ black, white, want string }{
		{"Jürgen Müller", "François", "Jurgen-Muller-vs-Francois"},
		{"Ju\u0308rgen", "Łukasz Straße", "Jurgen-vs-Lukasz-Strasse"},
		{"Shin Jinseo", "Ke Jie", "Shin-Jinseo-vs-Ke-Jie"},
		{"Bartholomew Fitzgerald Montgomery", "x", "Bartholomew-Fitzgerald-vs-x"},
		{"李世石 (Lee Sedol)", "柯洁 🐉 Ke Jie", "Lee-Sedol-vs-Ke-Jie"},
		{"李世石", "박정환", "black-vs-white"},
		{"", "  ", "black-vs-white"},
		{"../../etc/passwd", "a/b\\c:d", "etc-passwd-vs-a-b-c-d"},
		{"Maximilian Alexander von Hohenzollern", "Bo", "Maximilian-Alexander-von-vs-Bo"},
	} {
		if got := matchupSlug(c.black, c.white); got != c.want {
			t.Errorf("matchupSlug(%q, %q) = %q, want %q", c.black, c.white, got, c.want)
		}
	}
	for _, s := range []string{"Hohenzollern-Sigmaringen the Third", "ééééééééééééééééééééééééééééé", "a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p"} {
		got := slug(s)
		if len(got) > maxSlug || got == "" || got[0] == '-' || got[len(got)-1] == '-' {
			t.Errorf("slug(%q) = %q", s, got)
		}
		for _, r := range got {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-') {
				t.Errorf("slug(%q) = %q has %q", s, got, r)
			}
		}
	}
}
