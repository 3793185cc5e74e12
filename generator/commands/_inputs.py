"""The files and folders named on the command line, checked before any work starts.

Each problem is a :class:`~generator.errors.UsageError` of one line naming the
argument (and the line, for a text file): the command line prints it and exits 2.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from generator.errors import UsageError


def project_folder(value: str | Path, what: str = "the project folder") -> Path:
    """``value`` as an existing folder."""
    path = Path(value)
    if not path.exists():
        raise UsageError(f"{value}: no such folder ({what})")
    if not path.is_dir():
        raise UsageError(f"{value}: not a folder ({what})")
    if not os.access(path, os.R_OK | os.X_OK):
        raise UsageError(f"{value}: cannot read the folder ({what})")
    return path


def writable_folder(value: str | Path, what: str) -> Path:
    """``value`` as a folder this process can write in, made if it does not exist."""
    path = Path(value)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise UsageError(f"{value}: not a folder ({what})") from None
    except OSError as error:
        raise UsageError(f"{value}: cannot make the folder ({what}): {error.strerror}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError(f"{value}: cannot write in the folder ({what})")
    return path


def text_lines(value: str) -> Iterator[tuple[int, str]]:
    """(1-based number, line) of a UTF-8 text file, ``-`` for standard input. A missing
    file, a folder, an unreadable file or a byte that is not UTF-8 raises UsageError."""
    if value == "-":
        yield from _decoded(sys.stdin.buffer, "standard input")
        return
    path = Path(value)
    if path.is_dir():
        raise UsageError(f"{value}: a folder, not a file")
    try:
        stream = path.open("rb")
    except FileNotFoundError:
        raise UsageError(f"{value}: no such file") from None
    except OSError as error:
        raise UsageError(f"{value}: cannot read: {error.strerror}") from None
    with stream:
        yield from _decoded(stream, value)


def _decoded(stream: Iterable[bytes], name: str) -> Iterator[tuple[int, str]]:
    number = 0
    try:
        for number, raw in enumerate(stream, 1):
            try:
                yield number, raw.decode("utf-8")
            except UnicodeDecodeError as error:
                byte = raw[error.start]
                raise UsageError(
                    f"{name}:{number}:{error.start + 1}: byte 0x{byte:02x} is not UTF-8"
                    " (save the file as UTF-8)"
                ) from None
    except OSError as error:
        raise UsageError(f"{name}:{number + 1}: cannot read: {error.strerror}") from None
