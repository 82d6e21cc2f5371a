"""The Linux bundle ships the part of ICU's data that Qt reads (packaging/icu_data.py);
tests/packaging/test_build.py has the bundle's Qt sort Russian and name a time zone in German
with it."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

spec = importlib.util.spec_from_file_location("_bura_icu_data", ROOT / "packaging/icu_data.py")
assert spec is not None and spec.loader is not None
icu_data = importlib.util.module_from_spec(spec)
spec.loader.exec_module(icu_data)


def wheel_icu_data() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not sys.platform.startswith("linux") or not found:
        pytest.skip("the Linux wheel's ICU")
    return found[0]


def whole_data() -> bytes:
    library = wheel_icu_data().read_bytes()
    _name, offset, size = icu_data.symbol(library, r"icudt\d+_dat")
    return library[offset : offset + size]


def test_a_package_written_back_with_every_item_is_icu_s_own_byte_for_byte():
    """The reader and writer of ICU's package format agree with ICU's packager."""
    whole = whole_data()
    header, items = icu_data.items(whole)
    assert len(items) > 3000
    assert icu_data.package(header, items) == whole


def test_qt_calls_icu_for_collation_time_zones_case_and_codecs_only():
    """What the smaller data keeps rests on this: a Qt that starts calling ICU for something
    else (break iteration, say: ubrk_open) fails here before a bundle lacks its data. Read in
    all of the wheel's Qt libraries, the shipped ones among them."""
    import PySide6

    lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    wheel_icu_data()  # skips off Linux
    families = set()
    for path in sorted(lib.glob("libQt6*.so.6")):
        for name in icu_data.imported(path.read_bytes()):
            match = re.fullmatch(r"(u[a-z]*_|UCNV_)\w*?_\d+", name)
            if match:
                families.add(match.group(1))
    assert families == {"ucol_", "ucal_", "ucnv_", "UCNV_", "u_"}
    core = icu_data.imported((lib / "libQt6Core.so.6").read_bytes())
    assert {n.rsplit("_", 1)[0] for n in core if n.startswith("u_")} == {
        "u_strToUpper",
        "u_strToLower",
    }


def test_what_qt_reads_stays_and_what_it_never_asks_for_goes():
    header, items = icu_data.items(icu_data.trimmed(whole_data()))
    names = {re.sub(r"^icudt\d+l/", "", name) for name, _ in items}
    # Collation, time zones and their names, the locales, and the codecs' names, every language.
    assert {"coll/ru.res", "coll/ucadata.icu", "zone/de.res", "zoneinfo64.res", "ru.res"} <= names
    assert {"zone/ja.res", "coll/zh.res", "cnvalias.icu", "root.res", "pool.res"} <= names
    left_out = ("brkitr/", "translit/", "rbnf/", "curr/", "lang/", "region/", "unit/")
    assert not [name for name in names if name.startswith(left_out) or name.endswith(".cnv")]
    assert len(header) == 144


@pytest.mark.skipif(shutil.which("ld") is None, reason="binutils")
def test_the_smaller_library_holds_the_smaller_package_under_icu_s_name(tmp_path):
    source = wheel_icu_data()
    target = tmp_path / source.name
    before, after = icu_data.smaller_library(source, target)
    assert before > 30_000_000 and after < 12_000_000
    library = target.read_bytes()
    name, offset, size = icu_data.symbol(library, r"icudt\d+_dat")
    assert name == icu_data.symbol(source.read_bytes(), r"icudt\d+_dat")[0]
    assert offset % 16 == 0
    assert library[offset : offset + after] == icu_data.trimmed(whole_data())
    libraries = importlib.util.spec_from_file_location("_l", ROOT / "packaging/libraries.py")
    assert libraries is not None and libraries.loader is not None
    module = importlib.util.module_from_spec(libraries)
    sys.modules["_l"] = module
    libraries.loader.exec_module(module)
    assert module.needed(target) == []  # nothing to load with it, as the wheel's
