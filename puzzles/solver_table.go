package puzzles

// table is a hash table keyed by a position's 64-bit hash, with open
// addressing and linear probing: the solver's transposition table, its
// expansion cache and its pass-aliveness cache. Go's map spent a fifth
// of the slowest judgements' time in look-ups; this one finds most keys in
// the first slot it reads. It only grows (nothing is deleted), and its
// zero value is an empty table.
type table[V any] struct {
	slots []slot[V]
	// shift takes a key's multiplied hash to a slot index: 64 minus the
	// log of len(slots).
	shift uint
	n     int
}

// slot is one entry; used marks an occupied slot (any key, 0 included, can
// be stored).
type slot[V any] struct {
	key  uint64
	used bool
	val  V
}

// minTableSlots is a new table's size.
const minTableSlots = 1 << 10

// home is k's first slot. The keys are Zobrist hashes, already uniform,
// but the multiplication keeps keys that differ only in their high bits
// apart.
func (t *table[V]) home(k uint64) uint64 { return (k * 0x9e3779b97f4a7c15) >> t.shift }

// get returns k's value and whether k is in the table.
func (t *table[V]) get(k uint64) (V, bool) {
	if t.n > 0 {
		mask := uint64(len(t.slots) - 1)
		for i := t.home(k); ; i = (i + 1) & mask {
			s := &t.slots[i]
			if !s.used {
				break
			}
			if s.key == k {
				return s.val, true
			}
		}
	}
	var zero V
	return zero, false
}

// put sets k's value.
func (t *table[V]) put(k uint64, v V) {
	if 4*(t.n+1) > 3*len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if !s.used {
			s.key, s.used, s.val = k, true, v
			t.n++
			return
		}
		if s.key == k {
			s.val = v
			return
		}
	}
}

// len returns the number of keys.
func (t *table[V]) len() int { return t.n }

// grow doubles the table (or makes its first slots) and puts the entries
// back.
func (t *table[V]) grow() {
	old := t.slots
	size := max(2*len(old), minTableSlots)
	t.slots = make([]slot[V], size)
	t.shift = 64
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	t.n = 0
	for i := range old {
		if old[i].used {
			t.put(old[i].key, old[i].val)
		}
	}
}
