"""The compressed copies a build writes beside its large files (generator/build/postbuild.py):
a large file that is the same in every build is compressed by Zopfli once and kept in
the cache; a large file a build writes anew is compressed by zlib and nothing is kept."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from generator.build import postbuild
from generator.cache import DiskCache

LASTING = "assets/vendor/"


def _large(site: Path, name: str, word: str) -> bytes:
    data = (word * (postbuild.CACHED_FROM // len(word) + 1)).encode()
    (site / name).parent.mkdir(parents=True, exist_ok=True)
    (site / name).write_bytes(data)
    return data


def test_only_the_lasting_files_are_compressed_once_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    zopfli: list[bytes] = []  # what Zopfli was given (a quick stand-in: its speed is not tested)
    monkeypatch.setattr(
        postbuild, "_zopfli", lambda data: zopfli.append(data) or gzip.compress(data, mtime=0)
    )
    site, cache = tmp_path / "site", DiskCache(tmp_path / "cache")
    lasting = _large(site, f"{LASTING}1.0/big.js", "pyodide ")
    anew = _large(site, "search/index.json", "index ")
    assert postbuild.precompress(site, cache, lasting=LASTING) == 2
    assert zopfli == [lasting]
    for name, data in ((f"{LASTING}1.0/big.js", lasting), ("search/index.json", anew)):
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == data
    assert len(list(cache.folder.rglob("*.bin"))) == 1
    # the next build compresses the search index again, and takes the lasting file's copy
    # from the cache
    for name in (f"{LASTING}1.0/big.js.gz", "search/index.json.gz"):
        (site / name).unlink()
    assert postbuild.precompress(site, cache, lasting=LASTING) == 2
    assert zopfli == [lasting]
