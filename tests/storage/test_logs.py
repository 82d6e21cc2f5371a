"""The log file catches what a windowed app would otherwise lose: uncaught exceptions and
crashes of the interpreter, each with its traceback."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from bura_desktop.storage import logs


def run_and_read_log(tmp_path: Path, body: str) -> str:
    code = textwrap.dedent(
        f"""
        from pathlib import Path
        from bura_desktop.storage import logs
        logs.start(Path({str(tmp_path / "logs")!r}))
        logs.install_excepthook()
        """
    ) + textwrap.dedent(body)
    subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    return (tmp_path / "logs" / logs.LOG_NAME).read_text(encoding="utf-8")


def test_an_uncaught_exception_is_logged_with_its_traceback(tmp_path):
    text = run_and_read_log(
        tmp_path, "def deal():\n    raise ZeroDivisionError('no cards')\ndeal()"
    )
    assert "Bura Desktop" in text  # the first line names the version and the system
    assert "CRITICAL bura_desktop: Uncaught exception" in text
    assert "in deal" in text and "ZeroDivisionError: no cards" in text


def test_an_exception_in_a_thread_is_logged(tmp_path):
    body = """
        import threading
        def search():
            raise RuntimeError("search failed")
        thread = threading.Thread(target=search, name="search")
        thread.start()
        thread.join()
    """
    text = run_and_read_log(tmp_path, body)
    assert "Uncaught exception in thread search" in text and "RuntimeError: search failed" in text


def test_a_crash_of_the_interpreter_is_logged(tmp_path):
    text = run_and_read_log(tmp_path, "import faulthandler\nfaulthandler._sigsegv()")
    assert "Fatal Python error: Segmentation fault" in text


def test_an_unwritable_log_folder_is_no_failure(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert logs.start(blocker / "logs") is None
