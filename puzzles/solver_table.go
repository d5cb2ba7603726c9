package puzzles

// table is a hash table keyed by a position's 64-bit hash, with open
// addressing and linear probing: the solver's transposition table, its
// expansion cache and its pass-aliveness cache. Go's map spent a fifth
// of the slowest judgements' time in look-ups; this one finds most keys in
// the first slot it reads. It only grows (nothing is deleted), and its
// zero value is an empty table.
//
// The keys and the values are kept in two arrays: a look-up probes the
// keys alone, eight to a cache line, and reads one value if it finds the
// key. On the largest problems the tables outgrow the processor's caches
// and most look-ups are of keys not in the table (a new position's
// children), which probe until an empty slot: with the values beside the
// keys (56 bytes a slot in the transposition table) those probes read
// several cache lines each.
type table[V any] struct {
	// keys holds each slot's key, 0 for an empty slot; the key 0 itself
	// is kept in zero and hasZero.
	keys []uint64
	vals []V
	// shift takes a key's multiplied hash to a slot index: 64 minus the
	// log of len(keys).
	shift   uint
	n       int
	hasZero bool
	zero    V
}

// minTableSlots is a new table's size.
const minTableSlots = 1 << 10

// home is k's first slot. The keys are Zobrist hashes, already uniform,
// but the multiplication keeps keys that differ only in their high bits
// apart.
func (t *table[V]) home(k uint64) uint64 { return (k * 0x9e3779b97f4a7c15) >> t.shift }

// get returns k's value and whether k is in the table.
func (t *table[V]) get(k uint64) (V, bool) {
	if k == 0 {
		return t.zero, t.hasZero
	}
	if len(t.keys) > 0 {
		mask := uint64(len(t.keys) - 1)
		for i := t.home(k); ; i = (i + 1) & mask {
			x := t.keys[i]
			if x == k {
				return t.vals[i], true
			}
			if x == 0 {
				break
			}
		}
	}
	var zero V
	return zero, false
}

// touch reads k's first slot and returns what it holds, for nothing but
// bringing it into the cache: a loop that touches a list of keys before
// looking them up has the processor fetch their slots from memory side by
// side, where the look-ups, each waiting on its probe's branch, fetch
// them one after the other.
func (t *table[V]) touch(k uint64) uint64 {
	if len(t.keys) == 0 {
		return 0
	}
	return t.keys[t.home(k)]
}

// put sets k's value.
func (t *table[V]) put(k uint64, v V) {
	if k == 0 {
		if !t.hasZero {
			t.n++
		}
		t.zero, t.hasZero = v, true
		return
	}
	if 4*(t.n+1) > 3*len(t.keys) {
		t.grow()
	}
	mask := uint64(len(t.keys) - 1)
	for i := t.home(k); ; i = (i + 1) & mask {
		x := t.keys[i]
		if x == 0 {
			t.keys[i], t.vals[i] = k, v
			t.n++
			return
		}
		if x == k {
			t.vals[i] = v
			return
		}
	}
}

// len returns the number of keys.
func (t *table[V]) len() int { return t.n }

// grow doubles the table (or makes its first slots) and puts the entries
// back.
func (t *table[V]) grow() {
	oldKeys, oldVals := t.keys, t.vals
	size := max(2*len(oldKeys), minTableSlots)
	t.keys, t.vals = make([]uint64, size), make([]V, size)
	t.shift = 64
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	t.n = 0
	if t.hasZero {
		t.n = 1
	}
	for i, k := range oldKeys {
		if k != 0 {
			t.put(k, oldVals[i])
		}
	}
}
