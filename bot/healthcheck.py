"""`python -m bot.healthcheck`: ask the running bot's `/healthz`, exit 0 (healthy) or 1.

The container health check (the image has no curl). Standard library only, so
the check every half minute starts fast and small.
"""

from __future__ import annotations

import json
import os
import sys
import urllib.error
import urllib.request


def check(port: str | None, timeout: float = 3.0) -> int:
    """Ask `/healthz` on 127.0.0.1:`port`; print its body; 0 when healthy."""
    if not port:
        print("METRICS_PORT is not set: no health endpoint to ask.")  # i18n: not for players
        return 1
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=timeout) as r:
            print(r.read().decode())
            return 0
    except urllib.error.HTTPError as exc:
        print(exc.read().decode() or exc)
    except OSError as exc:
        print(json.dumps({"error": str(exc)}))
    return 1


if __name__ == "__main__":
    sys.exit(check(os.environ.get("METRICS_PORT")))
