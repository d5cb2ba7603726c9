package puzzles

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID.
const clockThreadCPUTime = 3

// cpuClock measures the CPU time of the calling goroutine's thread (the
// goroutine is locked to it), so that the solver benchmarks' percentiles
// do not count the time other processes on a shared machine take. ok is
// false when the thread's clock cannot be read; then it measures wall
// time.
type cpuClock struct{ ok bool }

func startCPUClock() cpuClock {
	runtime.LockOSThread()
	_, ok := threadCPU()
	return cpuClock{ok: ok}
}

func (c cpuClock) stop() { runtime.UnlockOSThread() }

// now returns the thread's CPU time so far, or the wall clock's time.
func (c cpuClock) now() time.Duration {
	if c.ok {
		if d, ok := threadCPU(); ok {
			return d
		}
	}
	return time.Duration(time.Now().UnixNano())
}

func threadCPU() (time.Duration, bool) {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
