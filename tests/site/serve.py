"""The test run's site server: ``python -m tests.site.serve MOUNT OWNER PORT``.

Binds ``http://127.0.0.1:<port>MOUNT`` (``PORT`` if it is free, see :class:`SiteServer`),
prints the address on its first line, reads the folder to serve from its input's first
line, and stops when the process ``OWNER`` has ended.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from tests.site.browser_audit import SiteServer


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main(mount: str, owner: str, port: str) -> None:
    server = SiteServer(mount, int(port))
    print(server.url, flush=True)
    server.start(Path(sys.stdin.readline().strip()))
    try:
        while alive(int(owner)):
            time.sleep(0.5)
    finally:
        server.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
