"""nginx serving a built site with the shipped configuration (deploy/nginx.conf.template),
as a child process of the test: ``with served(site, "/rules/gin", port, folder) as url``.

The template is rendered as nginx's official container image renders
``/etc/nginx/templates/*.conf.template``: by envsubst, with only the template's own
variables substituted (nginx's ``$uri`` and the like are left as they are). It is
included in the ``http`` block of a small main configuration that, like Debian's and the
image's ``nginx.conf``, includes nginx's ``mime.types``; everything nginx writes (its pid,
logs and temporary files) goes to ``folder``. Runs as root (its workers then run as
root too, to read a site in root's home) and as any other user.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support import ROOT

TEMPLATE = ROOT / "deploy" / "nginx.conf.template"
VARIABLES = "${SITE_ROOT} ${SITE_PREFIX} ${PORT}"
"""What envsubst substitutes (the list the README gives)."""
MIME_TYPES = Path("/etc/nginx/mime.types")

MAIN = """\
daemon off;
{user}worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 256; }}
http {{
    include {mime_types};
    default_type application/octet-stream;
    access_log {folder}/access.log;
    client_body_temp_path {folder}/client_body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    include {folder}/site.conf;
}}
"""


class NginxError(RuntimeError):
    """nginx is missing, refused the configuration or did not start."""


def nginx() -> str | None:
    """The nginx program (Debian's: ``make system-deps``), or None; /usr/sbin is not on
    every user's path."""
    return shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")


def render(site: Path, prefix: str, port: int | str) -> str:
    """The template with the site's folder, the path it is published under (no trailing
    slash, empty at the root) and the port, by envsubst."""
    environment = {**os.environ, "SITE_ROOT": str(site), "SITE_PREFIX": prefix, "PORT": str(port)}
    done = subprocess.run(
        ["envsubst", VARIABLES],
        input=TEMPLATE.read_text(encoding="utf-8"),
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def port_is_free(port: int) -> bool:
    """Whether nginx could listen on ``port`` (which it does with ``SO_REUSEADDR``: a port
    an earlier run's connections linger on is free)."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def configure(site: Path, prefix: str, port: int, folder: Path) -> Path:
    """The main configuration in ``folder``, with the rendered template; its path."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "site.conf").write_text(render(site, prefix, f"127.0.0.1:{port}"), "utf-8")
    user = "user root root;\n" if os.geteuid() == 0 else ""
    main = folder / "nginx.conf"
    main.write_text(MAIN.format(user=user, folder=folder, mime_types=MIME_TYPES), encoding="utf-8")
    return main


@contextmanager
def served(site: Path, prefix: str, port: int, folder: Path) -> Iterator[str]:
    """nginx serving ``site`` at ``http://127.0.0.1:<port><prefix>/``, whose address it
    yields; stopped (and waited for) at the end. :raises NginxError: it did not start."""
    program = nginx()
    if program is None:
        raise NginxError("nginx is not installed (make system-deps installs it)")
    main = configure(site, prefix, port, folder)
    command = [program, "-p", str(folder), "-c", str(main), "-e", str(folder / "error.log")]
    checked = subprocess.run([*command, "-t", "-q"], capture_output=True, text=True, check=False)
    if checked.returncode != 0:
        raise NginxError(f"nginx refused the configuration:\n{checked.stderr}")
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _wait_until_listening(process, port, folder)
        yield f"http://127.0.0.1:{port}{prefix}/"
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until_listening(process: subprocess.Popen[str], port: int, folder: Path) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            log = (folder / "error.log").read_text("utf-8", "replace")
            raise NginxError(f"nginx ended ({process.returncode}):\n{log}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise NginxError(f"nginx did not listen on port {port} within 10 s")


def error_log(folder: Path) -> str:
    """What nginx logged as warnings or errors (a missing file is one)."""
    path = folder / "error.log"
    return path.read_text("utf-8", "replace") if path.is_file() else ""
