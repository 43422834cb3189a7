#!/usr/bin/env python3
"""Set up and run scheids with nothing but Python 3.11+.

    python3 dev.py play [GAME] [--players N] [--seed S] [--options "k=v ..."]
                        [--lang en|nl]    # play at the terminal against the computer
    python3 dev.py simulate GAME [--games N] [--levels best,random]
                                          # computer-only games with statistics
    python3 dev.py test [pytest args]     # lint, types and the whole test suite
    python3 dev.py run                    # the Discord bot (token in .env)
    python3 dev.py bench                  # engine and bot benchmarks (a few minutes)
    python3 dev.py fuzz [pytest args]     # the engine fuzz with many more examples
    python3 dev.py i18n update|check|compile|extract [DOMAIN ...]
                                          # the Dutch catalogs: after changing texts,
                                          # `update`, translate what is empty, `check`
    python3 dev.py help                   # this text

GAME is one of mezza, muriel, pandoer, keezen (Kruizkeezen), meierijen (MeieRijen);
`python3 dev.py play --help` tells more. Ctrl-C stops any task.

The first call creates `.venv` and installs the project with its pinned
dependency ranges; later calls reinstall only when pyproject.toml changed.
Only the standard library is used here, because nothing else exists yet.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".scheids-installed"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


def say(text: str) -> None:
    print(f"[dev] {text}", file=sys.stderr, flush=True)


def ensure_env() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py must explain itself on old Pythons
        sys.exit(f"scheids needs Python 3.11 or newer (this is {sys.version.split()[0]}).")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == wanted and PY.exists():
        return
    first = not PY.exists()
    if first:
        say("creating .venv")
        venv.EnvBuilder(with_pip=True).create(VENV)
    why = "first run only" if first else "pyproject.toml changed"
    say(f"installing scheids and its dependencies into .venv ({why})")
    pip = [str(PY), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=False)
    subprocess.run([*pip, "-e", f"{ROOT}[dev]"], check=True)
    STAMP.write_text(wanted)


# Exit code for "stopped by Ctrl-C" (128 + SIGINT), as shells report it.
INTERRUPTED = 130


def _default_ctrl_c() -> None:
    """In the task, before it starts: SIGINT as a fresh process has it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run(*cmd: str) -> int:
    """Run a task and return its exit code.

    Ctrl-C reaches the task too (same terminal), and the task says goodbye itself;
    so while it runs, this process ignores SIGINT instead of adding a traceback.
    It starts ignoring before the task starts, or a Ctrl-C in between would end this
    process alone and leave the task running; the task gets Ctrl-C back as usual.
    """
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        # Windows starts a task afresh (no fork), so there is nothing to undo.
        reset = None if os.name == "nt" else _default_ctrl_c
        child = subprocess.Popen(list(cmd), cwd=ROOT, preexec_fn=reset)
        code = child.wait()
    finally:
        signal.signal(signal.SIGINT, previous)
    return INTERRUPTED if code == -signal.SIGINT else code


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    task, rest = argv[0], argv[1:]
    ensure_env()
    if task == "play":
        return run(str(PY), "-m", "scheids", "play", *rest)
    if task == "run":
        return run(str(PY), "-m", "scheids", "run", *rest)
    if task == "simulate":
        return run(str(PY), "-m", "scheids", "simulate", *rest)
    if task == "test":
        for step in (
            [str(PY), "-m", "ruff", "check", "."],
            [str(PY), "-m", "ruff", "format", "--check", "."],
            [str(PY), "-m", "mypy"],
        ):
            say(" ".join(step[2:]))
            if code := run(*step):
                return code
        say("pytest")
        return run(str(PY), "-m", "pytest", *rest)
    if task == "i18n":
        return run(str(PY), "-m", "i18n.tool", *rest)
    if task == "fuzz":
        # The CI run of this file is bounded; the `fuzz` profile runs a hundred times more.
        os.environ.setdefault("HYPOTHESIS_PROFILE", "fuzz")
        return run(str(PY), "-m", "pytest", "tests/contract/test_fuzz.py", *rest)
    if task == "bench":
        # Engine speed, then the bot through simcord, then over real loopback sockets,
        # then how long a clean stop takes.
        scripts = ("bench/engine.py", "bench/bot.py", "bench/bot_loopback.py", "bench/stop.py")
        for script in scripts:
            say(script)
            if code := run(str(PY), script, *(rest if script == "bench/engine.py" else ())):
                return code
        return 0
    print(f"unknown task {task!r}\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        # Ctrl-C during set-up: one line, no traceback.
        print("\n[dev] interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED)
