"""`scheids play` as a real subprocess, on a pseudo-terminal or on pipes.

A pseudo-terminal is what a person's terminal gives the program: stdout is a tty
(so the table draws in colour) and Ctrl-C typed as `\\x03` becomes SIGINT from the
terminal driver. Pipes are what scripts and CI give it. Both are driven alike: read
up to a prompt, answer, repeat.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The prompts in English and in Dutch: your turn, and a chance to move out of turn.
YOUR_TURN = (b"Your move> ", b"Jouw zet> ")
OUT_OF_TURN = (b"(Enter to pass)> ", b"(Enter: niets doen)> ")
PROMPTS = YOUR_TURN + OUT_OF_TURN
ANSI = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")
MOVES = re.compile(rb"(?:Your moves|Jouw zetten) \((\d+)\)")
# A safety net so a broken table fails the test instead of hanging it; never a
# measure of speed.
STUCK_AFTER = 120.0


def environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(TERM="xterm-256color", PYTHONUNBUFFERED="1", COLUMNS="100", LINES="40")
    env.update(extra)
    return env


@dataclass
class Session:
    """One running `scheids play`; `output` is everything it wrote so far."""

    pid: int
    read_fd: int
    write_fd: int
    proc: subprocess.Popen[bytes] | None = None
    output: bytearray = field(default_factory=bytearray)
    code: int | None = None

    @classmethod
    def on_pty(cls, *args: str, command: list[str] | None = None, **env: str) -> Session:
        """`scheids ARGS` (or `command`) with a pseudo-terminal as its terminal."""
        argv = command or [sys.executable, "-m", "scheids", *args]
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the program, on the terminal pty.fork gave it
            os.chdir(ROOT)
            os.execve(argv[0], argv, environment(**env))
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
        return cls(pid, fd, fd)

    @classmethod
    def on_pipes(cls, *args: str, **env: str) -> Session:
        proc = subprocess.Popen(
            [sys.executable, "-m", "scheids", *args],
            cwd=ROOT,
            env=environment(**env),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        assert proc.stdin is not None and proc.stdout is not None
        return cls(proc.pid, proc.stdout.fileno(), proc.stdin.fileno(), proc)

    @property
    def text(self) -> str:
        return self.output.decode("utf-8", "replace")

    @property
    def plain(self) -> str:
        """The output without colour codes."""
        return ANSI.sub(b"", bytes(self.output)).decode("utf-8", "replace")

    def _read(self, wait: float) -> bool:
        """Read what is there (waiting up to `wait` s); False once the program has gone."""
        ready, _, _ = select.select([self.read_fd], [], [], wait)
        if not ready:
            return True
        try:
            chunk = os.read(self.read_fd, 65536)
        except OSError:  # a pty reports EIO once the child has closed it
            chunk = b""
        self.output.extend(chunk)
        return bool(chunk)

    def until_prompt(self) -> bytes | None:
        """Read to the next prompt; the text since the last one, or None at exit."""
        start = len(self.output)
        waited = 0.0
        while not self._at_prompt(start):
            if not self._read(1.0):
                return None
            waited += 1.0 if len(self.output) == start else 0.0
            if waited > STUCK_AFTER:
                raise AssertionError("the table stopped writing:\n" + self.plain[-3000:])
        return bytes(self.output[start:])

    def _at_prompt(self, start: int) -> bool:
        """Whether what came since `start` ends with a prompt."""
        tail = ANSI.sub(b"", bytes(self.output[max(start, len(self.output) - 200) :]))
        return any(tail.endswith(p) for p in PROMPTS)

    def send(self, text: str) -> None:
        os.write(self.write_fd, text.encode())

    def interrupt(self) -> None:
        """Ctrl-C as a person types it. On a terminal the driver sends SIGINT to the
        whole foreground process group (here `dev.py` and the table it started); the
        test sends that signal itself, as a typed ^C can be read as plain input when it
        races the terminal's line settings on a loaded machine."""
        if self.proc is None:
            os.killpg(os.getpgid(self.pid), signal.SIGINT)
        else:
            os.kill(self.pid, signal.SIGINT)

    def kill(self) -> None:
        """End a program that would not stop, so a failing test does not hang."""
        with contextlib.suppress(ProcessLookupError):
            if self.proc is not None:  # on pipes it shares the test's process group
                self.proc.kill()
            else:  # on a pty it leads a process group of its own
                os.killpg(os.getpgid(self.pid), signal.SIGKILL)

    def end_input(self) -> None:
        """Ctrl-D on a terminal, closing stdin on a pipe."""
        if self.proc is None:
            self.send("\x04")
        else:
            assert self.proc.stdin is not None
            self.proc.stdin.close()

    def ended_before_silence(self, quiet: float) -> bool:
        """Read until the program closes its output (True), or until it has written
        nothing for `quiet` seconds (False)."""
        silent = 0.0
        while True:
            before = len(self.output)
            if not self._read(1.0):
                return True
            silent = silent + 1.0 if len(self.output) == before else 0.0
            if silent > quiet:
                return False

    def wait(self) -> int:
        """Read to the end and return the exit code; fail (and kill) if it never ends."""
        if not self.ended_before_silence(STUCK_AFTER):
            self.kill()
            raise AssertionError("the table did not exit:\n" + self.plain[-3000:])
        if self.code is None:
            if self.proc is not None:
                self.code = self.proc.wait(timeout=STUCK_AFTER)
            else:
                _, status = os.waitpid(self.pid, 0)
                self.code = os.waitstatus_to_exitcode(status)
                os.close(self.read_fd)
        return self.code

    def play_by_numbers(self, limit: int = 3000) -> int:
        """Answer every prompt with the number of the last move listed (Enter when
        offered an out-of-turn move) until the game ends; the exit code."""
        choices = 1
        for _ in range(limit):
            shown = self.until_prompt()
            if shown is None:
                return self.wait()
            if ANSI.sub(b"", shown).endswith(OUT_OF_TURN):
                self.send("\n")
                continue
            listed = MOVES.findall(ANSI.sub(b"", shown))
            choices = int(listed[-1]) if listed else choices
            self.send(f"{choices}\n")
        raise AssertionError("the game did not end:\n" + self.plain[-3000:])
