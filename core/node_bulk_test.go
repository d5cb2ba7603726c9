package core

import (
	"fmt"
	"slices"
	"testing"
)

func TestSetMarksMatchesAddMark(t *testing.T) {
	a, b := Pt(0, 0), Pt(1, 1)
	marks := []Mark{{Kind: Triangle, Point: a}, {Kind: Square, Point: b}, {Kind: Label, Point: a, Text: "A"}, {Kind: Circle, Point: Pt(2, 2)}}
	bulk, one := NewNode(), NewNode()
	bulk.SetMarks(marks)
	for _, m := range marks {
		one.AddMark(m)
	}
	if !slices.Equal(bulk.Marks(), one.Marks()) {
		t.Fatalf("SetMarks %+v, AddMark %+v", bulk.Marks(), one.Marks())
	}
	if len(bulk.Marks()) != 3 || bulk.Marks()[1].Text != "A" {
		t.Fatalf("later mark should replace: %+v", bulk.Marks())
	}
	bulk.SetMarks(nil)
	if len(bulk.Marks()) != 0 {
		t.Fatal("SetMarks(nil) should clear")
	}
}

func TestSetPropsMatchesSetProp(t *testing.T) {
	for _, n := range []int{3, 40} { // below and above the map threshold
		var props []Property
		for i := 0; i < n; i++ {
			props = append(props, Property{ID: fmt.Sprintf("P%c%c", 'A'+i/26, 'A'+i%26), Values: []string{fmt.Sprint(i)}})
		}
		props = append(props, Property{ID: "PAB", Values: []string{"again"}}, Property{ID: "EMPTY"})
		bulk, one := NewNode(), NewNode()
		bulk.SetProps(props)
		for _, p := range props {
			one.SetProp(p.ID, p.Values...)
		}
		if len(bulk.Props()) != len(one.Props()) {
			t.Fatalf("n=%d: %d props, want %d", n, len(bulk.Props()), len(one.Props()))
		}
		for i, p := range one.Props() {
			q := bulk.Props()[i]
			if q.ID != p.ID || !slices.Equal(q.Values, p.Values) {
				t.Fatalf("n=%d: prop %d is %+v, want %+v", n, i, q, p)
			}
		}
		if bulk.PropText("PAB") != "again" {
			t.Fatalf("n=%d: a later property should replace the values", n)
		}
	}
}
