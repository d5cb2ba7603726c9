package sqlstore

import (
	"fmt"
	"strconv"
)

// conv converts scanned column values, collecting what it cannot convert
// instead of failing at the first problem.
type conv struct {
	problems []error
}

func (c *conv) fail(col string, v any) {
	c.problems = append(c.problems, fmt.Errorf("column %s holds %T %.40v", col, v, v))
}

func (c *conv) text(v any, col string) string {
	switch x := v.(type) {
	case string:
		return x
	case []byte:
		return string(x)
	}
	c.fail(col, v)
	return ""
}

func (c *conv) bytes(v any, col string) []byte {
	switch x := v.(type) {
	case []byte:
		return x
	case string:
		return []byte(x)
	}
	c.fail(col, v)
	return nil
}

func (c *conv) integer(v any, col string) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case int32:
		return int64(x)
	case string:
		if n, err := strconv.ParseInt(x, 10, 64); err == nil {
			return n
		}
	}
	c.fail(col, v)
	return 0
}

func (c *conv) boolean(v any, col string) bool {
	switch x := v.(type) {
	case bool:
		return x
	case int64:
		if x == 0 || x == 1 {
			return x == 1
		}
	}
	c.fail(col, v)
	return false
}
