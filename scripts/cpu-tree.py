#!/usr/bin/env python3
"""The CPU time of a command's whole process tree, for `npm test`'s summary (scripts/test-runner.ts).

    python3 scripts/cpu-tree.py <report file> <command> [args...]

Runs the command as a child subreaper (Linux prctl PR_SET_CHILD_SUBREAPER): a descendant whose parent ends without
waiting for it (Chromium's renderers and zygote, a server a test stops, a process started with setsid) is handed to this
process instead of init, and this process waits for it. The kernel adds each waited process's user and system time, and
that of everything it waited for in turn, to the waiter's children's time: so every process of the tree that ends
counts once. A plain `times` after the command counted less than half of a browser test's CPU time (the renderers).
Writes `<user seconds> <system seconds> <processes still running>` to the report file; a process that outlives the
command by more than a grace period (a daemon) is not counted, only reported. Exits with the command's status.
"""
import ctypes
import os
import resource
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
GRACE_SECONDS = 10

report, command = sys.argv[1], sys.argv[2:]
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
child = os.fork() if command else 0
if child == 0:
    try:
        os.execvp(command[0], command)
    except OSError as error:
        print(f"cpu-tree: could not start {command[0]}: {error.strerror}", file=sys.stderr)
        os._exit(127)



def pass_on(received, _frame):
    """An interrupt or termination is the command's to handle (from the terminal it reaches the whole tree anyway)."""
    try:
        os.kill(child, received)
    except ProcessLookupError:
        pass


def still_running():
    """The processes handed to this one that are still running."""
    count = 0
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as stat:
                count += stat.read().rsplit(")", 1)[1].split()[1] == str(os.getpid())
        except (OSError, IndexError):
            pass
    return count


for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(number, pass_on)

# Every process handed to this one is waited for as it ends (no polling while the command runs).
status = 1
while True:
    try:
        pid, raw = os.waitpid(-1, 0)
    except InterruptedError:
        continue
    except ChildProcessError:
        break
    if pid == child:
        status = os.waitstatus_to_exitcode(raw)
        status = 128 - status if status < 0 else status
        break

# What the command left running gets a moment to end (a server stopping after its test), then counts as left behind.
left = 0
until = time.monotonic() + GRACE_SECONDS
while True:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid:
        continue
    if time.monotonic() > until:
        left = still_running()
        break
    time.sleep(0.1)

usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(report, "w") as out:
    out.write(f"{usage.ru_utime:.3f} {usage.ru_stime:.3f} {left}\n")
sys.exit(status)
