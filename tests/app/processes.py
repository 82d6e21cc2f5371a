"""Worker processes seen from a test: whether one has ended."""

from pathlib import Path


def ended(process) -> bool:
    """Whether a worker process has exited.

    ``is_alive()`` alone can stay true for good: the executor's own thread may reap the process
    first, and multiprocessing then cannot learn its exit status. So ask the system too.
    """
    if not process.is_alive():
        return True
    try:
        state = Path(f"/proc/{process.pid}/stat").read_text().split()[2]
    except (FileNotFoundError, ProcessLookupError):
        return True  # reaped already, before or while its stat was read
    return state in ("Z", "X")  # a zombie has exited, waiting to be reaped
